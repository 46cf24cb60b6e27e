'use strict';
/**
 * Response envelopes. A handler returns `{ status, body, headers? }`; these helpers build the usual ones.
 * `status` is the HTTP status; the body's statusCode is normally the same, except where Mayar answers
 * HTTP 200 with an error statusCode (status actions, product updates), which `softFail` builds.
 */

class HttpError extends Error {
	constructor(status, messages, data, extra) {
		super(typeof messages === 'string' ? messages : 'error');
		this.status = status;
		this.messages = messages;
		this.data = data;
		this.extra = extra;
	}
}

function ok(data, messages = 'success') {
	const body = { statusCode: 200, messages };
	if (data !== undefined) body.data = data;
	return { status: 200, body };
}

/** A status-only success (`{statusCode:200, messages:"success"}`), as webhook and status endpoints answer. */
function done(messages = 'success') {
	return { status: 200, body: { statusCode: 200, messages } };
}

function fail(status, messages, data, extra) {
	return new HttpError(status, messages, data, extra);
}

/** The 400 "Validation Error" with validator details in data. */
function validationError(errors, messages = 'Validation Error') {
	return new HttpError(400, messages, errors);
}

/** HTTP 200 carrying an error statusCode: the quirk of status actions and product updates. */
function softFail(statusCode, messages, data) {
	const body = { statusCode, messages };
	if (data !== undefined) body.data = data;
	return { status: 200, body };
}

function errorResponse(err) {
	const body = { statusCode: err.status, messages: err.messages };
	if (err.data !== undefined) body.data = err.data;
	return { status: err.status, body, headers: err.extra && err.extra.headers };
}

module.exports = { HttpError, ok, done, fail, validationError, softFail, errorResponse };
