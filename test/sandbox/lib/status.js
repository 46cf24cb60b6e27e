'use strict';
/**
 * The V2 status action (POST /products|payments|invoices/{id}/{action}). Mayar answers a bad action with
 * HTTP 200 and statusCode 400 in the body; the spec says the product action also serves invoices, so any
 * payment link id is accepted on every one of the three paths.
 */
const { done, fail, softFail } = require('./envelope');

const ACTIONS = {
	active: 'active',
	open: 'active',
	closed: 'closed',
	close: 'closed',
	unlisted: 'unlisted',
};

function statusAction(ctx, id, action, notFound) {
	const target = ACTIONS[action];
	if (!target) return softFail(400, `${action}. allowed: active, closed, unlisted`);
	const found = ctx.model.link(id);
	if (!found) throw fail(404, notFound);
	found.record.status = target;
	found.record.updatedAt = Date.now();
	return done();
}

module.exports = { statusAction, ACTIONS };
