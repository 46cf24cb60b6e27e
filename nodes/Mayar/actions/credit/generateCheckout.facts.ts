import type { OperationFacts } from '../../../../test/operations/types';
import { rl, next, credit } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ productId: credit(sb).mainProductId, n: next() }),
		minimal: (c) => ({ productId: rl(c.productId) }),
		full: (c) => ({
			productId: rl(c.productId),
			additionalFields: {
				name: 'Budi Santoso',
				email: `budi.kredit.${c.n}@example.com`,
				mobile: '081234567890',
				creditAmount: 100,
				additionalBody: JSON.stringify({ creditAmount: 100 }),
			},
		}),
	},
	output: {
		productId: 'ID of the credit product',
		creditAmount: 'Credits the checkout link sells, as given',
	},
	notes:
		'[`POST {credit}/generate/immutable/checkout`]: A checkout link for buying credit, pre-filled with what is given of the customer (name, email, mobile) and the credit amount; each is optional and sent only when set. Output: `productId`, `creditAmount` (when given), `checkoutLink`.',
	claims: [
		[
			'- Generate Checkout Link [`POST {credit}/generate/immutable/checkout`]: A checkout link for buying credit,',
			'test test/integration/credit.test.ts :: only the product: the body holds productId alone (no empty customerInfo)',
		],
	],
};
