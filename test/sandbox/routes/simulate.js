'use strict';
/**
 * POST /hl/v2/payments/simulate (sandbox only): pays a transaction as if the customer had paid, and
 * delivers payment.received to the account's webhook URL. Body {transactionId}; {paymentLinkId} or {id}
 * of a payment request, invoice, installment invoice or product pays that link's newest open transaction.
 * In production mode it answers 403, as the spec documents.
 */
const { ok, fail, validationError } = require('../lib/envelope');
const { check } = require('../lib/validate');

const SCHEMA = {
	transactionId: { type: 'string', nonEmpty: true },
	paymentLinkId: { type: 'string', nonEmpty: true },
	id: { type: 'string', nonEmpty: true },
	paymentMethod: { type: 'string', nonEmpty: true },
};

function register(router, ctx) {
	const { model } = ctx;

	router.post('/hl/v2/payments/simulate', ({ body }) => {
		if (ctx.config.mode !== 'sandbox')
			throw fail(403, 'Simulate payment is not available in this environment');
		const errors = check(body, SCHEMA);
		if (!errors.length && !body.transactionId && !body.paymentLinkId && !body.id) {
			errors.push({
				type: 'required',
				message: "The 'transactionId' field is required.",
				field: 'transactionId',
			});
		}
		if (errors.length) throw validationError(errors);

		let tx;
		if (body.transactionId) {
			tx = model.transaction(body.transactionId);
			if (!tx) throw fail(404, 'Transaction not found');
		} else {
			const linkId = body.paymentLinkId || body.id;
			const found = model.link(linkId);
			if (!found) throw fail(404, 'Payment not found');
			tx = model.openTransactionOf(linkId);
			if (!tx) {
				if (model.transactionsOf(linkId).some((t) => t.status === 'paid'))
					throw fail(409, 'Transaction already paid');
				throw fail(404, 'Transaction not found');
			}
		}
		if (tx.status === 'paid') throw fail(409, 'Transaction already paid');
		if (model.isExpired(tx)) throw fail(400, 'Transaction has expired');
		const found = model.link(tx.paymentLinkId);
		if (found && found.record.status === 'closed') throw fail(400, 'Payment link is closed');

		const { delivery } = ctx.helpers.payAndNotify(tx, { paymentMethod: body.paymentMethod });
		return ok({
			transactionId: tx.id,
			paymentLinkId: tx.paymentLinkId,
			status: 'paid',
			amount: tx.amount,
			paymentMethod: tx.paymentMethod,
			webhook: delivery ? 'queued' : 'no webhook URL registered',
		});
	});
}

module.exports = { register };
