'use strict';
/**
 * A small stand-in for the Mayar dashboard, for people trying the package with `npm start` (no login: the sandbox
 * listens on loopback only). It does what the real dashboard's pages do for webhooks, so that a merchant tries the
 * steps the node's texts give:
 *   GET  /dashboard                  the account's webhook URL, the forms below, the last deliveries
 *   POST /dashboard/webhook          Integration > Webhook: save the URL (form field urlHook), as webhooks/update
 *   POST /dashboard/webhook/test     Integration > Webhook: Test, Mayar's test delivery to the saved URL
 *   POST /dashboard/pay              a customer pays: a new checkout paid at once, payment.received delivered
 * Not part of Mayar's API: nothing here goes through the contract gate, the rate limit or the request log.
 */
const { isUrl } = require('./validate');

const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The URL as a page may show it: the token hidden, as the real dashboard's field would be copied from n8n. */
function shown(url) {
	try {
		const u = new URL(url);
		return u.searchParams.has('token') ? `${u.origin}${u.pathname}?token=…` : url;
	} catch {
		return url;
	}
}

function page(ctx, notice) {
	const { store } = ctx;
	const url = store.account.urlHook;
	const rows = ctx.webhooks.deliveries
		.slice(-8)
		.reverse()
		.map(
			(d) =>
				`<tr><td>${esc(d.body && d.body.event)}</td><td>${esc(shown(d.url))}</td><td>${esc(d.status)}${d.attempts && d.attempts.length ? ` (HTTP ${esc(d.attempts[d.attempts.length - 1].status)})` : ''}</td></tr>`,
		)
		.join('');
	return `<!doctype html><html><head><meta charset="utf-8"><title>Mayar sandbox dashboard</title>
<style>body{font-family:sans-serif;max-width:760px;margin:2em auto;line-height:1.4}input[type=url]{width:100%}
section{border:1px solid #ccc;border-radius:6px;padding:0 1em 1em;margin:1em 0}td{padding:2px 8px;border-bottom:1px solid #eee}</style></head>
<body><h1>Mayar sandbox dashboard</h1>
<p>The local stand-in for the Mayar dashboard (${esc(store.account.name)}). Nothing here is real money.</p>
${notice ? `<p id="notice"><b>${esc(notice)}</b></p>` : ''}
<section><h2>Integration &gt; Webhook</h2>
<p>Webhook URL now: <code id="url-hook">${url ? esc(shown(url)) : '(none)'}</code></p>
<form method="post" action="/dashboard/webhook"><label>URL Webhook<br>
<input type="url" name="urlHook" required placeholder="http://127.0.0.1:5678/webhook/…/webhook?token=…"></label>
<p><button id="save-url">Save</button> A Mayar Trigger with Registration Automatic sets this itself when its workflow is published.</p></form>
<form method="post" action="/dashboard/webhook/test"><button id="send-test"${url ? '' : ' disabled'}>Test</button> sends Mayar's test delivery (event testing) to the saved URL; a published Mayar Trigger starts on it only with Options &gt; Include Test Event.</form></section>
<section><h2>Payments</h2>
<form method="post" action="/dashboard/pay"><button id="make-payment">Make a payment</button> a customer pays a new checkout; Mayar sends payment.received to the webhook URL.</form></section>
<section><h2>Last webhook deliveries</h2><table id="deliveries">${rows || '<tr><td>none yet</td></tr>'}</table></section>
</body></html>`;
}

function sendHtml(res, status, html) {
	res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
	res.end(html);
}

/** Answers a request under /dashboard (the sandbox's server routes them here) with the page. */
function serveDashboard(ctx, method, url, rawText, res) {
	const { store } = ctx;
	const form = new URLSearchParams(rawText || '');
	let notice = '';
	let status = 200;
	if (method === 'GET' && url.pathname === '/dashboard') {
		// the page as it is
	} else if (method === 'POST' && url.pathname === '/dashboard/webhook') {
		const urlHook = (form.get('urlHook') || '').trim();
		if (!isUrl(urlHook)) {
			status = 400;
			notice = 'Url tidak valid. Silahkan masukkan url webhook yang valid.';
		} else {
			store.account.urlHook = urlHook;
			notice = 'Webhook URL saved.';
		}
	} else if (method === 'POST' && url.pathname === '/dashboard/webhook/test') {
		if (!store.account.urlHook) {
			status = 400;
			notice = 'Url tidak ditemukan. Silahkan masukkan url webhook anda.';
		} else {
			ctx.helpers.deliverTest(store.account.urlHook);
			notice = 'Test delivery sent.';
		}
	} else if (method === 'POST' && url.pathname === '/dashboard/pay') {
		const [tx] = ctx.helpers.addUnpaidTransactions(1);
		ctx.helpers.payAndNotify(tx, {});
		notice = `Payment ${tx.id} made (${tx.amount} rupiah).${store.account.urlHook ? '' : ' No webhook URL is saved, so nothing was delivered.'}`;
	} else {
		status = 404;
		notice = 'No such page.';
	}
	sendHtml(res, status, page(ctx, notice));
}

module.exports = { serveDashboard };
