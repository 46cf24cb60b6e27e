import type { OperationFacts } from '../../../../test/operations/types';
import { rl, product } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ id: product(sb, 'course').id }),
		minimal: (c) => ({ productId: rl(c.id) }),
		full: (c) => ({ productId: rl(c.id), status: 'unlisted' }),
	},
	output: {
		id: 'The product ID: use it to read, edit or close the product',
		status: 'The status just set: active, closed or unlisted',
	},
	notes:
		'Active (Open), the default, Closed or Unlisted (`open`/`close` accepted from an expression). The default opens the product, so a first Execute never closes one on sale (opening an open product changes nothing).',
	claims: [
		[
			'The default opens the product, so a first Execute never closes one',
			'test test/integration/product.test.ts :: a first Execute never closes an open product',
		],
	],
};
