'use strict';
/**
 * Installment plans: create (split into monthly invoices, see lib/installments.js), detail, list.
 * Create and detail use the V2 shape: createdAt and the invoice dueDates are ISO strings, the plan has
 * amount/totalInterest/totalAmount/description/customer/status, invoice lines have no customer fields.
 */
const { ok, fail, validationError } = require('../lib/envelope');
const { page } = require('../lib/paginate');
const { check } = require('../lib/validate');
const { createPlan, schedule } = require('../lib/installments');
const views = require('../lib/views');

const V2 = '/hl/v2';

const CREATE = {
	email: { type: 'email', required: true },
	mobile: { type: 'string', required: true },
	name: { type: 'string', required: true },
	amount: { type: 'integer', positive: true, required: true },
	installment: {
		type: 'object',
		required: true,
		props: {
			description: { type: 'string', required: true },
			interest: { type: 'number', min: 0, max: 100, required: true },
			tenure: { type: 'integer', min: 3, max: 24, required: true },
			dueDate: { type: 'integer', min: 1, max: 28, required: true },
		},
	},
};

function iso(ms) {
	return new Date(ms).toISOString();
}

function planView(plan, ctx) {
	const c = ctx.model.customer(plan.customerId);
	return {
		id: plan.id,
		createdAt: iso(plan.createdAt),
		amount: plan.amount,
		interest: plan.interest,
		interestType: plan.interestType,
		period: plan.period,
		tenure: plan.tenure,
		dueDate: plan.dueDate,
		totalInterest: plan.totalInterest,
		totalAmount: plan.totalAmount,
		description: plan.description,
		customer: c ? { name: c.name, email: c.email, mobile: c.mobile } : null,
		status: plan.status,
		invoices: plan.invoices.map((line) => ({
			id: line.id,
			index: line.index,
			amount: line.amount,
			interestAmount: line.interestAmount,
			remainingAmount: line.remainingAmount,
			dueDate: iso(line.dueDate),
			status: line.status,
			link: line.link,
			paymentUrl: views.PUBLIC_PATHS.invoice(ctx.publicUrl, line.link),
		})),
	};
}

/**
 * List item: a payment-link shaped record of type installment, as Mayar's docs list them. Its `id` is a payment
 * link's (here the plan's first invoice link), not the plan's: the plan is `installmentId`, which Get takes.
 */
function listItem(plan, ctx) {
	const c = ctx.model.customer(plan.customerId);
	const next =
		plan.invoices.find((l) => l.status !== 'paid') || plan.invoices[plan.invoices.length - 1];
	return {
		id: plan.invoices[0].id,
		type: 'installment',
		installmentId: plan.id,
		name: plan.description,
		description: plan.description,
		amount: plan.amount,
		totalAmount: plan.totalAmount,
		tenure: plan.tenure,
		interest: plan.interest,
		status: plan.status,
		link: next ? next.link : null,
		createdAt: plan.createdAt,
		customerId: plan.customerId,
		customer: views.customer(c),
		transactions: plan.invoices.map((l) => {
			const tx = ctx.model.transaction(l.transactionId);
			return { id: l.transactionId, status: tx && tx.status === 'paid' ? 'paid' : 'created' };
		}),
	};
}

function register(router, ctx) {
	const { store } = ctx;

	router.post(`${V2}/installments/create`, ({ body }) => {
		const errors = check(body, CREATE);
		if (!errors.length) {
			const { totalAmount } = schedule(
				body.amount,
				body.installment.interest,
				body.installment.tenure,
			);
			if (totalAmount < body.installment.tenure) {
				errors.push({
					type: 'numberMin',
					message: "The 'amount' field must be at least one rupiah per month of the tenure.",
					field: 'amount',
					expected: body.installment.tenure,
					actual: body.amount,
				});
			}
		}
		if (errors.length) throw validationError(errors);
		return ok(planView(createPlan(ctx, body), ctx));
	});

	router.get(`${V2}/installments/:id`, ({ params }) => {
		const plan = store.installments.find((p) => p.id === params.id);
		if (!plan) throw fail(404, 'Not Found');
		return ok(planView(plan, ctx));
	});

	router.get(`${V2}/installments`, ({ query }) => {
		const rows = store.installments.filter(
			(p) =>
				(typeof query.status !== 'string' || !query.status || p.status === query.status) &&
				(typeof query.customerId !== 'string' ||
					!query.customerId ||
					p.customerId === query.customerId),
		);
		return page(rows, query, ctx, (p) => listItem(p, ctx));
	});
}

module.exports = { register, planView };
