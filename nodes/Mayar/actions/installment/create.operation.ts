import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection, emailField, mobileField } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import { withFields } from '../../helpers/values';
import type { OperationResult } from '../types';

/** Mayar's public docs give these bounds; the V2 reference states none (docs/api-notes.md, General: Installment bounds). */
export const TENURE_MIN = 3;
export const TENURE_MAX = 24;
export const DUE_DAY_MIN = 1;
export const DUE_DAY_MAX = 28;

export const description: INodeProperties[] = [
	{ displayName: 'Customer Name', name: 'name', type: 'string', default: '', required: true },
	emailField('Customer Email', 'email', true, 'The monthly invoices and reminders go here'),
	mobileField('Customer Mobile', true),
	{
		displayName: 'Total Amount',
		name: 'amount',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 0,
		required: true,
		description:
			'The whole price in rupiah, before interest. Mayar splits it over the months: with interest, at least 1 rupiah for each month of Tenure.',
	},
	{
		displayName: 'Description',
		name: 'description',
		type: 'string',
		default: '',
		required: true,
		description: "What is being paid for: the plan's description",
	},
	{
		displayName: 'Interest (%)',
		name: 'interest',
		type: 'number',
		typeOptions: { minValue: 0, maxValue: 100, numberPrecision: 2 },
		default: 0,
		required: true,
		description: 'Flat interest in percent of the total, from 0 to 100',
	},
	{
		displayName: 'Tenure (Months)',
		name: 'tenure',
		type: 'number',
		typeOptions: { minValue: TENURE_MIN, maxValue: TENURE_MAX },
		default: 3,
		required: true,
		description: `Number of monthly invoices, from ${TENURE_MIN} to ${TENURE_MAX}`,
	},
	{
		displayName: 'Due Day of Month',
		name: 'dueDate',
		type: 'number',
		typeOptions: { minValue: DUE_DAY_MIN, maxValue: DUE_DAY_MAX },
		default: 1,
		required: true,
		description: `Day of each month on which an invoice falls due, from ${DUE_DAY_MIN} to ${DUE_DAY_MAX} (so it exists in every month)`,
	},
	collection('options', [
		{
			displayName: 'Store URL',
			name: 'storeUrl',
			type: 'string',
			default: '',
			placeholder: 'The start of an invoice link, up to /invoices/',
			description:
				"Where your store serves invoices: the part before /invoices/ in any invoice link Mayar gave you (Invoice &gt; Create's link shows it; the sandbox uses another address than production). Mayar was recorded giving each monthly invoice only a slug, no payment URL; with this set, such an invoice gets the payment URL Store URL + /invoices/ + its slug.",
		},
	]),
];

/**
 * The page of each monthly invoice: the spec's V2 lines carry dueDate and paymentUrl, the live answer only a slug
 * as link (docs/api-notes.md, "Spec vs live"). With a Store URL the missing paymentUrl is built; Mayar's own is
 * kept; both fields are always output, null where neither Mayar nor the Store URL gives them.
 */
function withPaymentUrls(plan: IDataObject, storeUrl: string | undefined): IDataObject {
	if (!Array.isArray(plan.invoices)) return plan;
	return {
		...plan,
		invoices: (plan.invoices as IDataObject[]).map((line) => {
			if (!line || typeof line !== 'object') return line;
			const link = typeof line.link === 'string' ? line.link.trim() : '';
			const built =
				storeUrl && !line.paymentUrl && link !== ''
					? { paymentUrl: /^https?:\/\//i.test(link) ? link : `${storeUrl}/invoices/${link}` }
					: {};
			return withFields({ ...line, ...built }, ['dueDate', 'paymentUrl']);
		}),
	};
}

/** POST /hl/v2/installments/create. A write: never resent after it may have reached Mayar. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const options = this.getNodeParameter('options', i, {}) as IDataObject;
	const storeUrl = v.url(this, i, 'storeUrl', options.storeUrl, false)?.replace(/\/+$/, '');
	const body: IDataObject = {
		name: v.text(this, i, 'name', this.getNodeParameter('name', i), true, 200),
		email: v.email(this, i, 'email', this.getNodeParameter('email', i), true),
		mobile: v.mobile(this, i, 'mobile', this.getNodeParameter('mobile', i), true),
		amount: v.positiveInteger(this, i, 'amount', this.getNodeParameter('amount', i)),
		installment: {
			description: v.text(
				this,
				i,
				'description',
				this.getNodeParameter('description', i),
				true,
			) as string,
			interest: v.number(this, i, 'interest', this.getNodeParameter('interest', i), 0, 100),
			tenure: v.integer(
				this,
				i,
				'tenure',
				this.getNodeParameter('tenure', i),
				TENURE_MIN,
				TENURE_MAX,
			),
			dueDate: v.integer(
				this,
				i,
				'dueDate',
				this.getNodeParameter('dueDate', i),
				DUE_DAY_MIN,
				DUE_DAY_MAX,
			),
		},
	};
	const split = body.installment as IDataObject;
	const amount = body.amount as number;
	const tenure = split.tenure as number;
	// Mayar refuses a plan whose monthly invoices would be below 1 rupiah; rounded up, so nothing it takes is refused.
	if (amount + Math.ceil((amount * (split.interest as number)) / 100) < tenure)
		v.fail(
			this,
			i,
			'amount',
			`is ${amount}; with its interest it must come to at least 1 rupiah for each of the ${tenure} months of Tenure`,
		);
	const plan = dataOf(
		await mayarApiRequest(this, {
			method: 'POST',
			path: '/hl/v2/installments/create',
			body,
			itemIndex: i,
		}),
	);
	return withPaymentUrls(plan as IDataObject, storeUrl);
}
