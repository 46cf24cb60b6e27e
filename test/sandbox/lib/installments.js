'use strict';
/**
 * Installment plans: FLAT interest, MONTHLY period. The plan is split into `tenure` invoices whose amounts
 * add up exactly to totalAmount: the rupiah that do not divide evenly go one each to the first invoices,
 * so no rupiah is lost or invented (1,000,001 at 3% over 7 months sums to the total to the rupiah).
 */

/** Splits `total` into `n` integers that differ by at most 1 and sum to `total`, larger ones first. */
function split(total, n) {
	const base = Math.floor(total / n);
	const extra = total - base * n;
	return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0));
}

/** The money of a plan: totalInterest = round(amount * interest / 100), flat over the whole plan. */
function schedule(amount, interest, tenure) {
	const totalInterest = Math.round((amount * interest) / 100);
	const totalAmount = amount + totalInterest;
	const amounts = split(totalAmount, tenure);
	const interests = split(totalInterest, tenure);
	let remaining = totalAmount;
	const lines = amounts.map((a, i) => {
		remaining -= a;
		return { index: i + 1, amount: a, interestAmount: interests[i], remainingAmount: remaining };
	});
	return { totalInterest, totalAmount, lines };
}

/** Due date of invoice `index` (1-based): day `day` of the index-th month after creation, 00:00 UTC. */
function dueDateOf(createdAt, day, index) {
	const d = new Date(createdAt);
	return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + index, day);
}

/**
 * Creates a plan in the store, with one installment invoice (and its unpaid transaction) per month.
 * `input` is the validated create body.
 */
function createPlan(ctx, input, at) {
	const { model, store } = ctx;
	const t = at || ctx.clock.now();
	const { amount } = input;
	const { description, interest, tenure, dueDate } = input.installment;
	const customer = model.ensureCustomer(
		{ name: input.name, email: input.email, mobile: input.mobile },
		t,
	);
	const { totalInterest, totalAmount, lines } = schedule(amount, interest, tenure);
	const plan = {
		id: ctx.rng.uuid(),
		createdAt: t,
		updatedAt: t,
		userId: store.account.id,
		amount,
		interest,
		interestType: 'FLAT',
		period: 'MONTHLY',
		tenure,
		dueDate,
		totalInterest,
		totalAmount,
		description,
		customerId: customer.id,
		status: 'active',
		invoices: [],
	};
	for (const line of lines) {
		const record = {
			id: ctx.rng.uuid(),
			createdAt: t,
			updatedAt: t,
			userId: store.account.id,
			type: 'installment',
			name: `${description} (${line.index}/${tenure})`,
			description,
			category: null,
			link: model.newSlug(`installment-${line.index}`),
			status: 'unpaid',
			installmentId: plan.id,
			customerId: customer.id,
			dueDate: dueDateOf(t, dueDate, line.index),
			...line,
		};
		plan.invoices.push(record);
		const tx = model.newTransaction({
			link: record,
			customerId: customer.id,
			amount: record.amount,
			at,
			type: 'installment',
		});
		record.transactionId = tx.id;
	}
	store.installments.push(plan);
	return plan;
}

module.exports = { split, schedule, dueDateOf, createPlan };
