'use strict';
/**
 * The recorded-live profile: the sandbox answers as Mayar was recorded answering live (test/contract/live.js, each
 * behaviour with its source), and as the spec wherever the record is silent. Off in the default 'spec' profile.
 *
 * Each hook is named by its behaviour id and acts at one of two points around the route's handler:
 *   before(req): may change req.query / req.body (copies) or return a response that answers instead of the handler;
 *   after(req, result): the response after the contract gate has shaped it (errors included), changed or as it is.
 * Hooks read the store through ctx, never write it: the live profile changes answers, not what happened.
 */
const { LIVE } = require('../../contract/live');

const V2 = '/hl/v2';
const isPlainObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const PROFILES = ['spec', 'live'];

function rowsOf(result) {
	return result && isPlainObject(result.body) && Array.isArray(result.body.data)
		? result.body.data
		: null;
}

function withData(result, data, extra = {}) {
	return { ...result, body: { ...result.body, ...extra, data } };
}

const succeeded = (result) =>
	result &&
	result.status < 300 &&
	isPlainObject(result.body) &&
	!(typeof result.body.statusCode === 'number' && result.body.statusCode >= 300);

function createHooks(ctx) {
	const { store, model } = ctx;
	const membershipTypeOf = (row) => {
		const tx = model.transaction(row.paymentLinkTransactionId);
		if (tx && tx.type === 'membership_payment') return true;
		const found = model.link(row.paymentLinkId);
		return Boolean(found && found.record.type === 'membership');
	};

	return {
		'paidTransactions.noAliases': {
			after(req, result) {
				const rows = rowsOf(result);
				if (req.endpoint !== 'transaction.list' || !rows) return result;
				return withData(
					result,
					rows.map((row) => {
						if (!isPlainObject(row)) return row;
						const out = { ...row };
						delete out.transactionId;
						delete out.amount;
						return out;
					}),
				);
			},
		},
		'paidTransactions.dateRangeIgnored': {
			before(req) {
				if (req.endpoint !== 'transaction.list') return;
				delete req.query.startAt;
				delete req.query.endAt;
			},
		},
		'paidTransactions.statusPaidDropsMembership': {
			after(req, result) {
				const rows = rowsOf(result);
				if (req.endpoint !== 'transaction.list' || !rows || req.query.status !== 'paid')
					return result;
				return withData(
					result,
					rows.filter((row) => !membershipTypeOf(row)),
				);
			},
		},
		'paidTransactions.page50Truncated': {
			after(req, result) {
				const rows = rowsOf(result);
				if (req.endpoint !== 'transaction.list' || !rows || Number(req.query.limit) < 50)
					return result;
				// A stale page: the two newest rows missing, and nothing more to read.
				return withData(result, rows.slice(Math.min(2, rows.length)), {
					hasMore: false,
					nextStartingAfter: null,
				});
			},
		},
		'coupon.boundElsewhereIs404': {
			after(req, result) {
				if (req.endpoint !== 'coupon.validate' || !result || result.status !== 400) return result;
				if (!/tidak berlaku untuk produk ini/i.test(String(result.body && result.body.messages)))
					return result;
				return {
					status: 404,
					body: {
						statusCode: 404,
						messages: 'Gagal! Kode diskon ini tidak ditemukan.',
						data: null,
					},
				};
			},
		},
		'coupon.unknownProductIs500': {
			before(req) {
				if (req.endpoint !== 'coupon.validate' || !isPlainObject(req.body)) return;
				const id = req.body.paymentLinkId;
				if (typeof id !== 'string' || model.link(id)) return;
				return {
					status: 500,
					body: {
						statusCode: 500,
						messages: "Cannot read properties of null (reading 'userId')",
					},
				};
			},
		},
		'invoice.negativeRateRefused': {
			before(req) {
				if (req.endpoint !== 'invoice.create' || !isPlainObject(req.body)) return;
				const items = Array.isArray(req.body.items) ? req.body.items : [];
				const errors = [];
				items.forEach((item, n) => {
					if (isPlainObject(item) && typeof item.rate === 'number' && item.rate <= 0)
						errors.push({
							type: 'numberPositive',
							message: `The 'items[${n}].rate' field must be a positive number.`,
							field: `items[${n}].rate`,
							actual: item.rate,
						});
				});
				if (errors.length)
					return {
						status: 400,
						body: { statusCode: 400, messages: 'Validation Error', data: errors },
					};
			},
		},
		'paymentRequest.redirectUrlIgnored': {
			before(req) {
				if (req.endpoint === 'paymentRequest.create' && isPlainObject(req.body))
					delete req.body.redirectUrl;
			},
		},
		'paymentLink.updateNeedsName': {
			before(req) {
				if (req.endpoint !== 'paymentLink.update' || !isPlainObject(req.body)) return;
				const data = [];
				const blank = (v) => v === undefined || v === null || v === '';
				if (blank(req.body.name))
					data.push({ type: 'required', message: "The 'name' field is required.", field: 'name' });
				const found = typeof req.body.id === 'string' ? model.link(req.body.id) : null;
				if (found && found.record.type === 'membership' && blank(req.body.amount))
					data.push({
						type: 'required',
						message: "The 'amount' field is required.",
						field: 'amount',
					});
				if (data.length)
					return { status: 200, body: { statusCode: 200, messages: 'failed', data } };
			},
		},
		'paymentLink.redirectUrlIgnoredOnPaymentRequest': {
			before(req) {
				if (req.endpoint !== 'paymentLink.update' || !isPlainObject(req.body)) return;
				const found = typeof req.body.id === 'string' ? model.link(req.body.id) : null;
				if (found && found.record.type === 'payment_request') delete req.body.redirectUrl;
			},
		},
		'product.createAnswerRicher': {
			after(req, result) {
				if (req.endpoint !== 'paymentLink.create' || !succeeded(result)) return result;
				const data = result.body.data;
				const found =
					isPlainObject(data) && typeof data.id === 'string' ? model.link(data.id) : null;
				if (!found) return result;
				const p = found.record;
				const or = (v) => (v === undefined ? null : v);
				return withData(result, {
					...data,
					name: p.name,
					amount: or(p.amount),
					description: or(p.description),
					type: p.type,
					status: p.status,
					redirectUrl: or(p.redirectUrl),
					coverImage: or(p.coverImage),
					expiredAt: or(p.expiredAt),
					limit: or(p.limit),
					notes: or(p.notes),
					tax: or(p.tax),
					createdAt: p.createdAt,
				});
			},
		},
		'membership.registerFlat': {
			after(req, result) {
				const ids = ['membership.registerMember', 'membership.updateMember'];
				if (!ids.includes(req.endpoint) || !succeeded(result)) return result;
				const data = result.body.data;
				const member = isPlainObject(data) ? data.membershipCustomer : null;
				if (!isPlainObject(member)) return result;
				const c = model.customer(member.customerId);
				const tiers = (store.memberships && store.memberships.tiers) || [];
				const tier = tiers.find((t) => t.id === member.membershipTierId);
				return {
					status: 200,
					body: {
						statusCode: 200,
						message: 'success',
						data: {
							...member,
							customer: c ? { id: c.id, name: c.name, email: c.email, mobile: c.mobile } : null,
							membershipTier: tier ? { id: tier.id, name: tier.name, status: tier.status } : null,
						},
					},
				};
			},
		},
		'membership.invoiceShape': {
			after(req, result) {
				if (req.endpoint !== 'membership.createMemberInvoice' || !succeeded(result)) return result;
				const d = result.body.data;
				if (!isPlainObject(d)) return result;
				const created = new Date(Date.parse(d.createdAt) || Date.now());
				const tiers = (store.memberships && store.memberships.tiers) || [];
				const tier = tiers.find((t) => t.id === d.membershipTierId);
				return withData(result, {
					id: d.id,
					name: tier ? tier.name : 'Membership',
					term: `membershipInvoice:${req.params.memberId}:${created.getUTCMonth() + 1}:${created.getUTCFullYear()}`,
					membershipTierId: d.membershipTierId,
					amount: d.amount,
					status: d.status,
					createdAt: d.createdAt,
					membershipBillUrl: d.membershipBillUrl,
				});
			},
		},
		'qrCode.noQrString': {
			after(req, result) {
				if (req.endpoint !== 'qrCode.create' || !succeeded(result)) return result;
				const d = result.body.data;
				return isPlainObject(d) ? withData(result, { url: d.url, amount: d.amount }) : result;
			},
		},
		'installment.termLinkSlugNoDueDate': {
			after(req, result) {
				if (req.endpoint !== 'installment.create' || !succeeded(result)) return result;
				const d = result.body.data;
				if (!isPlainObject(d) || !Array.isArray(d.invoices)) return result;
				return withData(result, {
					...d,
					invoices: d.invoices.map((line) => {
						if (!isPlainObject(line)) return line;
						const out = { ...line };
						delete out.dueDate;
						delete out.paymentUrl;
						return out;
					}),
				});
			},
		},
		'review.statsServerError': {
			before(req) {
				if (req.endpoint !== 'review.storeStats' && req.endpoint !== 'review.productStats') return;
				return {
					status: 500,
					body: { statusCode: 500, messages: 'gtFetch(...).then is not a function' },
				};
			},
		},
		'saasLicense.refusesKey': {
			before(req) {
				if (!String(req.endpoint).startsWith('saasLicense.')) return;
				return {
					status: 200,
					body: {
						statusCode: 401,
						messages: 'Failed authentication! Please check your token authorization.',
					},
				};
			},
		},
		'webhook.paymentReceivedProduction': {
			// Outbound: the body of a payment.received the sandbox sends, reshaped as production sent one.
			delivery(body) {
				if (!isPlainObject(body) || body.event !== 'payment.received' || !isPlainObject(body.data))
					return body;
				const tx = model.transaction(body.data.transactionId);
				if (!tx) return body;
				const found = model.link(tx.paymentLinkId);
				const link = found ? found.record : {};
				const data = {
					...body.data,
					transactionStatus: 'created',
					paymentLinkAmount: typeof link.amount === 'number' ? link.amount : tx.amount,
					productDescription: link.description === undefined ? null : link.description,
					paymentMethod: tx.paymentMethod,
					nettAmount: tx.amount,
				};
				if (tx.extraData !== null && tx.extraData !== undefined) data.extraData = tx.extraData;
				return { ...body, data };
			},
		},
		failedWriteIsHttp200: {
			// The HTTP 200 + statusCode 200 + messages "failed" answer is built by paymentLink.updateNeedsName.
		},
	};
}

/** Path forms the live profile serves where live refused the others (credit.hlPathNotFound: /credit/v2 only). */
const LIVE_SERVED_FORMS = { 'credit.': 0 };

function createLiveProfile(ctx, initial = 'spec') {
	const hooks = createHooks(ctx);
	let profile = 'spec';

	function set(name) {
		const next = name === undefined || name === null ? 'spec' : String(name);
		if (!PROFILES.includes(next))
			throw new Error(`unknown sandbox profile ${next}; use one of ${PROFILES.join(', ')}`);
		profile = next;
	}
	set(initial);

	const active = () =>
		profile === 'live' ? LIVE.filter((b) => b.sandbox === 'modelled' && hooks[b.id]) : [];

	return {
		set,
		get name() {
			return profile;
		},
		/** Every modelled behaviour of the record that has a hook here (tests: none left unmodelled). */
		hooked: (id) => id in hooks,
		servedForms: () => (profile === 'live' ? { ...LIVE_SERVED_FORMS } : {}),
		/** req: { endpoint, method, path, params, query, body }, query and body the route will see (copies). */
		before(req) {
			for (const b of active()) {
				const answer = hooks[b.id].before && hooks[b.id].before(req);
				if (answer) {
					req.liveApplied = (req.liveApplied || []).concat(b.id);
					return answer;
				}
			}
			return null;
		},
		/** The body of a webhook the sandbox sends (payAndNotify), as the profile's Mayar would send it. */
		delivery(body) {
			let out = body;
			for (const b of active()) if (hooks[b.id].delivery) out = hooks[b.id].delivery(out);
			return out;
		},
		after(req, result) {
			let out = result;
			for (const b of active()) {
				if (!hooks[b.id].after) continue;
				const next = hooks[b.id].after(req, out);
				if (next !== out) req.liveApplied = (req.liveApplied || []).concat(b.id);
				out = next;
			}
			return out;
		},
	};
}

module.exports = { createLiveProfile, PROFILES, V2 };
