import type { OperationFacts } from '../../../../test/operations/types';
import { nullNotes } from '../../../../test/schema/descriptions';
import { next } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: () => ({ n: next() }),
		minimal: (c) => ({
			name: 'Budi Santoso',
			email: `budi.cicil.${c.n}@example.com`,
			mobile: '081298765432',
			amount: 3_000_000,
			description: `Laptop cicilan #${c.n}`,
			interest: 0,
			tenure: 3,
			dueDate: 10,
		}),
		full: (c) => ({
			name: 'Budi Santoso',
			email: `budi.cicil.${c.n}@example.com`,
			mobile: '081298765432',
			amount: 6_000_000,
			description: `Motor cicilan #${c.n}`,
			interest: 2.5,
			tenure: 12,
			dueDate: 25,
		}),
	},
	nullWhenAbsent: {
		'invoices[].dueDate': `${nullNotes.specOnly} (installment.termLinkSlugNoDueDate)`,
		'invoices[].paymentUrl': `${nullNotes.specOnly}, unless Options > Store URL is set (installment.termLinkSlugNoDueDate)`,
	},
	ranges: {
		// "at least 1 rupiah for each month of Tenure"
		amount: { when: { tenure: 3, interest: 0 }, min: 3 },
	},
	live: { omits: { behaviour: 'installment.termLinkSlugNoDueDate' } },
	claims: [
		['Live Mayar gives each invoice only a slug as `link`', 'fact mayar-public-facts 2.9'],
		[
			'Each invoice always has `dueDate` and `paymentUrl`,',
			'test test/integration/installment.test.ts :: without Store URL, dueDate and paymentUrl are what Mayar sent, null where it sent none (never invented)',
		],
		[
			'Day of each month on which an invoice falls due',
			'test test/integration/installment.test.ts :: due day 29',
		],
		[
			'Mayar was recorded giving each monthly invoice only a slug, no payment URL',
			'test test/integration/installment.test.ts :: with Store URL, every invoice has a paymentUrl',
		],
	],
	notes:
		"[`POST /hl/v2/installments/create`]: customer, total amount (at least 1; it starts at 0, which is refused), description, interest %, tenure (3-24 months), due day of month (1-28). Output: the plan with its monthly invoices. Live Mayar gives each invoice only a slug as `link` (no `paymentUrl`, no `dueDate`): set the option **Store URL** (`https://<your-store>.myr.id`; Mayar's sandbox `https://<your-store>.myr.lat`) and the node fills each missing `paymentUrl` as `<Store URL>/invoices/<link>`. Each invoice always has `dueDate` and `paymentUrl`, `null` where neither Mayar nor the Store URL gives one.",
};
