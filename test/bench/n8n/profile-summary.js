#!/usr/bin/env node
'use strict';
/*
 * Summarizes a V8 .cpuprofile (from `npm run bench:n8n -- --cpu-prof=DIR`) over the time a node ran: the
 * window from the first to the last sample whose stack holds a frame from a file matching --within (default
 * the packed package, n8n-nodes-mayar; for the HTTP Request node: --within=HttpRequest) and a function name matching
 * --within-fn (the node's execute and the transport's functions, not the package's loading). Prints, for that window:
 * time by where the running code lives (self time: our package, n8n-core, backend-network, axios, Node's own
 * http/net, GC, idle), the top functions by self time, and the inclusive time of the frames named in --frames.
 *
 *   node test/bench/n8n/profile-summary.js /tmp/prof/mayar-run1.cpuprofile [--within=REGEX] [--top=25]
 *        [--frames=httpRequestWithAuthentication,authenticate,...] [--requests=200]
 */
const fs = require('fs');

const [file, ...rest] = process.argv.slice(2);
if (!file) {
	process.stderr.write(
		'usage: profile-summary.js FILE.cpuprofile [--within=REGEX] [--top=N] [--frames=a,b] [--requests=N]\n',
	);
	process.exit(2);
}
const opts = Object.fromEntries(rest.map((a) => a.replace(/^--/, '').split('=')));
const within = new RegExp(opts.within || 'node_modules/n8n-nodes-mayar/');
// Only frames of functions that run during the node's execution mark the window (not the package's loading).
const withinFn = new RegExp(
	opts['within-fn'] ||
		'^(mayarApiRequest|sendWithRetries|mayarApiRequestAllItems|router|execute|requestWithAuthenticationPaginated)$',
);
const top = Number(opts.top || 25);
const requests = Number(opts.requests || 0);
const frames = (
	opts.frames ||
	'httpRequestWithAuthentication,authenticate,preAuthentication,httpRequest,convertN8nRequestToAxios,setAxiosAgents,buildNodeAgents,invokeAxios,validateUrlSsrf,getSimpleParameterValue,mayarApiRequest,requestWithAuthenticationPaginated,requestWithAuthentication,getCredentials,parse,stringify'
).split(',');

const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);

function stack(id) {
	const out = [];
	for (let cur = id; cur !== undefined; cur = parent.get(cur)) out.push(byId.get(cur));
	return out; // leaf first
}

function where(url) {
	if (!url) return '(native / V8)';
	if (/node_modules\/n8n-nodes-mayar\//.test(url)) return 'n8n-nodes-mayar (this package)';
	if (/@n8n\/backend-network/.test(url)) return '@n8n/backend-network (n8n HTTP helper)';
	if (/node_modules\/axios\//.test(url)) return 'axios';
	if (/follow-redirects/.test(url)) return 'follow-redirects';
	if (/node_modules\/n8n-core\//.test(url)) return 'n8n-core';
	if (/node_modules\/n8n-workflow\//.test(url)) return 'n8n-workflow';
	if (/node_modules\/n8n-nodes-base\//.test(url)) return 'n8n-nodes-base';
	if (/node_modules\/n8n\/dist/.test(url)) return 'n8n (cli)';
	if (/^node:/.test(url)) {
		if (
			/node:(_http|http|https|net|dns|tls|internal\/(http|net|dns|stream_base|streams|tls))/.test(
				url,
			)
		)
			return 'node: http/net/dns/streams';
		return 'node: other internals';
	}
	const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
	return m ? m[1] : url;
}

const deltas = profile.timeDeltas;
const samples = profile.samples;
let first = -1;
let last = -1;
const stacks = samples.map((id) => stack(id));
stacks.forEach((st, i) => {
	if (st.some((n) => within.test(n.callFrame.url) && withinFn.test(n.callFrame.functionName))) {
		if (first < 0) first = i;
		last = i;
	}
});
if (first < 0) {
	process.stderr.write(`no sample has a frame matching ${within}\n`);
	process.exit(1);
}

let total = 0;
const bySelf = new Map();
const byWhere = new Map();
const inclusive = new Map(frames.map((f) => [f, 0]));
for (let i = first; i <= last; i++) {
	const dt = (deltas[i + 1] ?? deltas[i]) / 1000; // ms this sample stands for
	total += dt;
	const st = stacks[i];
	const leaf = st[0];
	const cf = leaf.callFrame;
	const name = cf.functionName || '(anonymous)';
	const key = `${name}  ${cf.url ? `${cf.url.replace(/^.*node_modules\//, '').replace(/^file:\/\//, '')}:${cf.lineNumber + 1}` : ''}`;
	bySelf.set(key, (bySelf.get(key) || 0) + dt);
	const w = ['(idle)', '(garbage collector)', '(program)'].includes(name) ? name : where(cf.url);
	byWhere.set(w, (byWhere.get(w) || 0) + dt);
	const names = new Set(st.map((n) => n.callFrame.functionName));
	for (const f of frames) if (names.has(f)) inclusive.set(f, inclusive.get(f) + dt);
}

const pct = (x) => `${((100 * x) / total).toFixed(1)}%`.padStart(6);
const ms = (x) => `${x.toFixed(0)} ms`.padStart(9);
const perReq = (x) => (requests ? `${(x / requests).toFixed(2)} ms/req`.padStart(13) : '');
console.log(
	`${file}\nwindow: ${total.toFixed(0)} ms between the first and last sample with a frame of ${withinFn} in ${within}${requests ? `, ${requests} requests` : ''}\n`,
);
console.log('self time by where the code lives:');
for (const [k, v] of [...byWhere].sort((a, b) => b[1] - a[1]))
	console.log(`  ${ms(v)} ${pct(v)} ${perReq(v)}  ${k}`);
console.log(`\ntop ${top} functions by self time:`);
for (const [k, v] of [...bySelf].sort((a, b) => b[1] - a[1]).slice(0, top))
	console.log(`  ${ms(v)} ${pct(v)}  ${k}`);
console.log('\ninclusive time of named frames (a sample counts once per frame name):');
for (const [k, v] of [...inclusive].sort((a, b) => b[1] - a[1]))
	if (v > 0) console.log(`  ${ms(v)} ${pct(v)} ${perReq(v)}  ${k}`);
