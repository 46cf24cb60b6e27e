'use strict';
/**
 * POST /payment-links/sort/{type} (spec mapping; public facts 2.1): the ACTIVE products of one type, newest
 * first, product shape plus `transactions`. Its cursor is snake_case `starting_after` (as Mayar's CLI sends it);
 * a camelCase `startingAfter` is ignored here, as an unknown query parameter would be, so a client that sends
 * the wrong name gets the first page again.
 */
const { fail } = require('../lib/envelope');
const { page } = require('../lib/paginate');
const views = require('../lib/views');
const { PRODUCT_TYPES } = require('../lib/seed');

const V2 = '/hl/v2';

function register(router, ctx) {
	const { store, model } = ctx;

	router.post(`${V2}/payment-links/sort/:type`, ({ params, query }) => {
		if (!PRODUCT_TYPES.includes(params.type)) {
			throw fail(400, `Invalid product type: ${params.type}. allowed: ${PRODUCT_TYPES.join(', ')}`);
		}
		const rows = store.products.filter((p) => p.type === params.type && p.status === 'active');
		const { startingAfter, starting_after: cursor, ...rest } = query;
		const q = cursor === undefined ? rest : { ...rest, startingAfter: cursor };
		return page(rows, q, ctx, (p) => ({
			...views.productListItem(p, ctx),
			transactions: model
				.transactionsOf(p.id)
				.map((t) => ({ id: t.id, status: t.status, amount: t.amount, createdAt: t.createdAt })),
		}));
	});
}

module.exports = { register };
