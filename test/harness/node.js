'use strict';
/*
 * What the tests' TypeScript takes from Node, in one place. In strict (n8n Cloud) mode `npm run lint` holds every
 * .ts file of the repository to n8n's rules for code that runs inside n8n: no fs, http or child_process, no
 * process, no timers, no console. Shipped code keeps to them; the tests run in Node beside n8n and need some of
 * it (a local HTTP server, the repository's files, a child process), so they import it from here, a JavaScript
 * file that `npm run lint:tests` lints (eslint.tests.config.mjs). layers.test.ts keeps nodes/ from importing test/.
 */
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { Logger } = require('@n8n/backend-common');
const { Container } = require('@n8n/di');

/** @typedef {import('node:http').Server} Server */
/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').IncomingHttpHeaders} IncomingHttpHeaders */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** The root of the repository. */
const ROOT = path.resolve(__dirname, '../..');

/**
 * The port a listening server was given.
 * @param {Server} server
 * @returns {number}
 */
function portOf(server) {
	const address = server.address();
	if (address === null || typeof address === 'string')
		throw new Error('the server is not listening on a port');
	return address.port;
}

/**
 * Runs a script of this repository with this Node, as a merchant would from a shell.
 * @param {string[]} args the script and its arguments
 * @param {import('node:child_process').SpawnOptionsWithoutStdio} options
 */
function spawnNode(args, options) {
	return spawn(process.execPath, args, options);
}

/**
 * The same, waiting for it to end; its output as text.
 * @param {string[]} args the script and its arguments
 * @param {import('node:child_process').SpawnSyncOptionsWithStringEncoding} options
 */
function spawnNodeSync(args, options) {
	return spawnSync(process.execPath, args, options);
}

/**
 * A line for the test's output (jest shows it with the test file).
 * @param {...unknown} parts
 */
function log(...parts) {
	console.log(...parts);
}

module.exports = {
	/** n8n's dependency-injection container and its Logger: where the harness puts n8n-core's services. */
	Container,
	Logger,
	fs,
	http,
	os,
	path,
	ROOT,
	portOf,
	spawnNode,
	spawnNodeSync,
	log,
	env: process.env,
	/** Node's process, for the benchmark's memory and clock readings. */
	nodeProcess: process,
	setInterval,
	clearInterval,
	/** The global object, where a test keeps what must outlive jest's module registry. */
	globalObject: globalThis,
	/** @type {(() => void) | undefined} Node's gc(), with --expose-gc. */
	gc: /** @type {{ gc?: () => void }} */ (globalThis).gc,
};
