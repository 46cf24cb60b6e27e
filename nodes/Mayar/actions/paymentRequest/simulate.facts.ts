import type { OperationFacts } from '../../../../test/operations/types';
import { openLink } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: ({ sb }) => ({ transactionId: openLink(sb, 'paymentRequests').transactionId }),
		minimal: (c) => ({ transactionId: c.transactionId }),
		full: (c) => ({ transactionId: c.transactionId }),
	},
	output: {
		amount: 'Amount of the transaction paid by the simulation, in rupiah (IDR), an integer',
		paymentLinkId: 'ID of the payment link whose transaction was paid',
		paymentMethod: 'Payment method of the simulated payment, e.g. QRIS',
		status:
			"The transaction's status after the simulation, paid (Mayar does not document this answer)",
		transactionId: 'The transaction the simulation paid',
		webhook:
			'Returned by Mayar; its meaning is not documented (the local sandbox says whether the payment webhook was queued)',
	},
	claims: [
		[
			'- Simulate Payment [`POST /hl/v2/payments/simulate`]: sandbox only.',
			'test test/integration/paymentRequest.test.ts :: with a Production credential it explains itself and sends nothing',
		],
		[
			'Works only with a Sandbox credential: Mayar marks the transaction as paid',
			'test test/integration/paymentRequest.test.ts :: with a Production credential it explains itself and sends nothing',
		],
		[
			'Simulate Payment only works with a Sandbox credential',
			'test test/integration/paymentRequest.test.ts :: with a Production credential it explains itself and sends nothing',
		],
	],
	notes:
		'[`POST /hl/v2/payments/simulate`]: sandbox only. With a Production credential the node refuses before sending anything.',
};
