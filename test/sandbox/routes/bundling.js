'use strict';
/**
 * Bundling (public facts 2.11): GET /bundling lists the products of type `bundling` (cursor), GET /bundling/{id}
 * is one bundle with the merchant `user` and the shared product fields. Each bundle contains 2 to 4 other
 * products, picked from its own id so the choice is stable without touching the seed's random stream.
 */
const { ok, fail } = require('../lib/envelope');
const { page } = require('../lib/paginate');

const V2 = '/hl/v2';

function register(router, ctx) {
	const { store } = ctx;
	const bundles = () => store.products.filter((p) => p.type === 'bundling');

	function contents(bundle) {
		const others = store.products.filter(
			(p) => p.type !== 'bundling' && p.type !== 'invoice' && p.type !== 'payment_request',
		);
		if (!others.length) return [];
		const seed = parseInt(bundle.id.replace(/-/g, '').slice(0, 8), 16);
		const count = 2 + (seed % 3);
		const picked = [];
		for (let k = 0; k < count && k < others.length; k++)
			picked.push(others[(seed + k * 7) % others.length]);
		return picked.map((p, k) => ({
			id: `${bundle.id.slice(0, 24)}${String(k).padStart(12, '0')}`,
			status: 'active',
			paymentLinkId: p.id,
			paymentLink: { id: p.id, name: p.name, type: p.type, amount: p.amount },
		}));
	}

	function listItem(b) {
		return {
			id: b.id,
			name: b.name,
			amount: b.amount,
			description: b.description,
			type: 'bundling',
			status: b.status,
			link: b.link,
			updatedAt: b.updatedAt,
			createdAt: b.createdAt,
			bundlingProductType: 'digital_product',
			coverImageId: b.coverImage ? b.coverImage.id : null,
			coverImage: b.coverImage
				? { id: b.coverImage.id, fileType: b.coverImage.fileType, url: b.coverImage.url }
				: null,
			products: contents(b),
		};
	}

	function detail(b) {
		const a = store.account;
		return {
			...listItem(b),
			redirectUrl: b.redirectUrl === undefined ? null : b.redirectUrl,
			notes: b.notes === undefined ? null : b.notes,
			multipleImageId:
				b.multipleImage && b.multipleImage.length
					? b.multipleImage.map((i) => i.id).join(',')
					: null,
			multipleImage: b.multipleImage ? b.multipleImage.map((i) => ({ ...i })) : null,
			userId: b.userId,
			user: { id: a.id, accountId: a.id, account: { id: a.id, name: a.name } },
			limit: b.limit === undefined ? null : b.limit,
			crossoutPrice: b.crossoutPrice === undefined ? null : b.crossoutPrice,
			expiredAt: b.expiredAt === undefined ? null : b.expiredAt,
			event: null,
			eventStartAt: null,
			eventEndAt: null,
		};
	}

	router.get(`${V2}/bundling`, ({ query }) => page(bundles(), query, ctx, listItem));

	router.get(`${V2}/bundling/:id`, ({ params }) => {
		const b = bundles().find((p) => p.id === params.id);
		if (!b) throw fail(404, 'Bundling not found');
		return ok(detail(b));
	});
}

module.exports = { register };
