'use strict';
/**
 * Mayar's duplicate-create guard on POST /invoices/create and /payments/create: the same customer (e-mail,
 * else name) and the same amount within about a minute answers 429 "Duplicate request detected...". It has
 * no Retry-After header, which is how a client tells it from the rate limit. Only accepted creates start
 * a window; a refused duplicate does not extend it.
 */
const { fail } = require('./envelope');

const MESSAGE = 'Duplicate request detected. Please wait 1 minute before trying again.';

function guardDuplicate(ctx, scope, customer, amount) {
	if (!ctx.duplicates) ctx.duplicates = new Map();
	const who = customer.email
		? `e:${String(customer.email).trim().toLowerCase()}`
		: `n:${String(customer.name || '')
				.trim()
				.toLowerCase()}`;
	const key = `${scope}|${who}|${amount}`;
	const now = Date.now();
	const last = ctx.duplicates.get(key);
	if (last !== undefined && now - last < ctx.config.duplicateWindowMs) throw fail(429, MESSAGE);
	ctx.duplicates.set(key, now);
}

module.exports = { guardDuplicate, MESSAGE };
