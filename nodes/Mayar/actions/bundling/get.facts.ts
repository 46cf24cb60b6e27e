import type { OperationFacts } from '../../../../test/operations/types';
import { byId } from '../../../../test/operations/liveCheck';
import { rl, products, UNKNOWN_ID } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ id: products(sb).find((p) => p.type === 'bundling')?.id }),
		minimal: (c) => ({ bundleId: rl(c.id) }),
		full: (c) => ({ bundleId: rl(c.id) }),
	},
	liveCheck: {
		needs: ['bundles'],
		params: byId((c) => c.bundles?.[0]?.id, 'no bundle in this account', 'bundleId'),
	},
	output: {
		amount: "The bundle's price, in rupiah (IDR), an integer",
		description: "The bundle's description (HTML)",
		id: 'The bundle ID: use it with Bundling > Get',
		link: "Slug of the bundle's page, not a full URL",
		products: 'The products in this bundle',
		name: "The bundle's name",
		status: "The bundle's status, e.g. active or unlisted",
		type: 'Product type: bundling',
		user: 'The merchant account that owns the bundle: ID and business account',
	},
	refusals: [
		{
			title: "an unknown ID is Mayar's 404 with the hint naming it",
			with: (p) => ({ ...p, bundleId: UNKNOWN_ID }),
			hint: new RegExp(
				`^No bundle with the ID ${UNKNOWN_ID} in this Mayar account\\. Bundling > Get Many lists them`,
			),
		},
		{
			title: 'an unknown ID in "ID" mode keeps the 404 hint',
			with: (p) => ({ ...p, bundleId: rl(UNKNOWN_ID) }),
			hint: new RegExp(
				`^No bundle with the ID ${UNKNOWN_ID} in this Mayar account\\. Bundling > Get Many lists them`,
			),
		},
	],
	notes:
		"[`GET /hl/v2/bundling/{id}`]: Required fields: Bundle (From List, matched by name, price, status or ID, as the list has no keyword search; or ID). Output: The bundle with the same fields as Get Many plus `redirectUrl`, `notes`, images, and `user` (the merchant account). An unknown ID fails with Mayar's `Bundling not found` and a hint.",
};
