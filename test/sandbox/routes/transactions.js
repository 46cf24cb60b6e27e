'use strict';
/**
 * Transactions. GET /transactions is the paid list, which (as in Mayar) is balance history: each row has
 * its own id, the transaction id in paymentLinkTransactionId and the amount in credit, plus the V2 aliases
 * transactionId and amount. GET /transactions/unpaid lists transactions not paid yet (status active or
 * expired). GET /transactions/{id} is the authoritative state of one transaction.
 */
const { ok, fail } = require('../lib/envelope');
const { page } = require('../lib/paginate');
const views = require('../lib/views');

const V2 = '/hl/v2';

function epochParam(query, name) {
	const v = query[name];
	if (v === undefined || v === '') return null;
	if (typeof v !== 'string' || !/^\d{1,16}$/.test(v)) {
		throw fail(400, 'Validation Error', [
			{
				type: 'number',
				message: `The '${name}' field must be epoch milliseconds.`,
				field: name,
				actual: v,
			},
		]);
	}
	return Number(v);
}

function str(query, name) {
	return typeof query[name] === 'string' && query[name] !== '' ? query[name] : null;
}

function inRange(t, from, to) {
	return (from === null || t >= from) && (to === null || t <= to);
}

function register(router, ctx) {
	const { store, model } = ctx;

	function paidRow(row) {
		const found = model.link(row.paymentLinkId);
		return {
			...row,
			fee: row.fee.map((f) => ({ ...f })),
			paymentLinkTransaction: { ...row.paymentLinkTransaction },
			customer: views.customer(model.customer(row.customerId)),
			paymentLink: found ? { id: found.record.id, name: found.record.name } : null,
			transactionId: row.paymentLinkTransactionId,
			amount: row.credit,
		};
	}

	router.get(`${V2}/transactions`, ({ query }) => {
		const from = epochParam(query, 'startAt');
		const to = epochParam(query, 'endAt');
		const status = str(query, 'status');
		const customerId = str(query, 'customerId');
		const paymentLinkId = str(query, 'paymentLinkId');
		const type = str(query, 'type');
		const rows = store.balanceHistory.filter((r) => {
			if (status && r.status !== status) return false;
			if (customerId && r.customerId !== customerId) return false;
			if (paymentLinkId && r.paymentLinkId !== paymentLinkId) return false;
			if (!inRange(r.createdAt, from, to)) return false;
			if (type) {
				const found = model.link(r.paymentLinkId);
				if (!found || found.record.type !== type) return false;
			}
			return true;
		});
		return page(rows, query, ctx, paidRow, { fields: true });
	});

	router.get(`${V2}/transactions/unpaid`, ({ query }) => {
		const from = epochParam(query, 'startAt');
		const to = epochParam(query, 'endAt');
		const status = str(query, 'status');
		const customerId = str(query, 'customerId');
		const paymentLinkId = str(query, 'paymentLinkId');
		// Installment invoices' transactions are left out: the spec's unpaid types are payment_request,
		// invoice, membership_payment and generic_link.
		const rows = store.transactions.filter(
			(tx) =>
				tx.status !== 'paid' &&
				tx.type !== 'installment' &&
				(!customerId || tx.customerId === customerId) &&
				(!paymentLinkId || tx.paymentLinkId === paymentLinkId) &&
				inRange(tx.createdAt, from, to) &&
				(!status || model.unpaidStatus(tx) === status),
		);
		return page(rows, query, ctx, (tx) => views.transactionRow(tx, ctx, model.unpaidStatus(tx)), {
			fields: true,
		});
	});

	router.get(`${V2}/transactions/:id`, ({ params }) => {
		const tx = model.transaction(params.id);
		if (!tx) throw fail(404, 'Not Found');
		const found = model.link(tx.paymentLinkId);
		const l = found ? found.record : null;
		const c = model.customer(tx.customerId);
		return ok({
			id: tx.id,
			extraData: tx.extraData,
			amount: tx.amount,
			createdAt: tx.createdAt,
			updatedAt: tx.updatedAt,
			status: model.detailStatus(tx),
			expirationDate: tx.expirationDate,
			paidAt: tx.paidAt,
			invoiceCode: tx.invoiceCode,
			isCrossSell: false,
			orderVariant: null,
			paymentMethod: tx.paymentMethod,
			type: tx.type,
			paymentLinkId: tx.paymentLinkId,
			customerId: tx.customerId,
			paymentUrl: views.paymentUrlOf(tx, l, ctx),
			paymentLink: l
				? {
						id: l.id,
						name: l.name,
						amount: l.amount,
						status: l.status,
						expiredAt: l.expiredAt === undefined ? null : l.expiredAt,
						link: l.link,
						type: l.type,
					}
				: null,
			customer: c
				? { id: c.id, email: c.email, name: c.name, mobile: c.mobile, status: c.status }
				: null,
			merchant: { id: store.account.id, name: store.account.name, email: store.account.email },
		});
	});
}

module.exports = { register };
