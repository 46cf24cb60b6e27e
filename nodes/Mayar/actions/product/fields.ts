import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import * as v from '../../helpers/validate';
import { isBlank } from '../../helpers/values';

/** Body fields of the product writes. The three below the line (EVENT_OBJECT_FIELDS) go into the nested `event` object. */
export type Field =
	| 'name'
	| 'description'
	| 'amount'
	| 'crossoutPrice'
	| 'redirectUrl'
	| 'notes'
	| 'terms'
	| 'coverImage'
	| 'eventUrl'
	| 'paymentType'
	| 'startAt'
	| 'eventStartAt'
	| 'eventEndAt'
	| 'expiredAt'
	| 'limit'
	| 'tax'
	| 'link'
	// nested in `event`
	| 'eventAddress'
	| 'isOnlineEvent'
	| 'maxTicket';

export const EVENT_OBJECT_FIELDS: readonly Field[] = ['eventAddress', 'isOnlineEvent', 'maxTicket'];

/** A slug as Mayar makes them (Jasa-Buat-Website-Kece): runs of letters and digits, joined by single - or _. */
const SLUG = /^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/;

interface FieldSpec {
	property: INodeProperties;
	/** Checks one value; errors name the parameter as the user sees it. Returns undefined for "not set". */
	read(ctx: IExecuteFunctions, i: number, value: unknown, required: boolean): unknown;
}

/** A read that checks a value only when one is given (or the field is required). */
const whenGiven =
	(check: (ctx: IExecuteFunctions, i: number, value: unknown) => unknown): FieldSpec['read'] =>
	(ctx, i, value, required) =>
		required || !isBlank(value) ? check(ctx, i, value) : undefined;

const dateField = (displayName: string, name: Field, description: string): INodeProperties => ({
	displayName,
	name,
	type: 'dateTime',
	default: '',
	description,
});

export const FIELDS: Record<Field, FieldSpec> = {
	name: {
		property: {
			displayName: 'Name',
			name: 'name',
			type: 'string',
			default: '',
			description: 'Product name shown to buyers',
		},
		read: (ctx, i, value, required) => v.text(ctx, i, 'name', value, required, 255),
	},
	description: {
		property: {
			displayName: 'Description',
			name: 'description',
			type: 'string',
			typeOptions: { rows: 4 },
			default: '',
			description: 'Text or HTML shown on the product page',
		},
		read: (ctx, i, value, required) => v.text(ctx, i, 'description', value, required, 50_000),
	},
	// Prices keep the default 0, below their minimum and refused: a price left untouched must fail, not sell at a
	// guessed price.
	amount: {
		property: {
			displayName: 'Amount',
			name: 'amount',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 0,
			description: 'Price in whole rupiah (IDR)',
		},
		read: whenGiven((ctx, i, value) => v.positiveInteger(ctx, i, 'amount', value)),
	},
	crossoutPrice: {
		property: {
			displayName: 'Crossout Price',
			name: 'crossoutPrice',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 0,
			description: 'Original price shown crossed out next to the price, in whole rupiah',
		},
		read: whenGiven((ctx, i, value) => v.positiveInteger(ctx, i, 'crossoutPrice', value)),
	},
	redirectUrl: {
		property: {
			displayName: 'Redirect URL',
			name: 'redirectUrl',
			type: 'string',
			default: '',
			description: 'Where the buyer lands after paying',
		},
		read: (ctx, i, value, required) => v.url(ctx, i, 'redirectUrl', value, required),
	},
	notes: {
		property: {
			displayName: 'Notes',
			name: 'notes',
			type: 'string',
			default: '',
			description: 'Additional notes for the buyer',
		},
		read: (ctx, i, value, required) => v.text(ctx, i, 'notes', value, required),
	},
	terms: {
		property: {
			displayName: 'Terms',
			name: 'terms',
			type: 'string',
			default: '',
			description: 'Terms and conditions of the purchase',
		},
		read: (ctx, i, value, required) => v.text(ctx, i, 'terms', value, required),
	},
	coverImage: {
		property: {
			displayName: 'Cover Image',
			name: 'coverImage',
			type: 'string',
			default: '',
			description: 'Cover image of the product, as Mayar accepts it (for example an image URL)',
		},
		read: (ctx, i, value, required) => v.text(ctx, i, 'coverImage', value, required, 2000),
	},
	eventUrl: {
		property: {
			displayName: 'Event URL',
			name: 'eventUrl',
			type: 'string',
			default: '',
			placeholder: 'e.g. https://meet.google.com/abc-defg-hij',
			description: 'Where the event takes place online, for example a meeting link',
		},
		read: (ctx, i, value, required) => v.url(ctx, i, 'eventUrl', value, required),
	},
	paymentType: {
		property: {
			displayName: 'Payment Type',
			name: 'paymentType',
			type: 'string',
			default: 'paid',
			description: "Mayar's payment type of the product; its documentation shows paid",
		},
		read: (ctx, i, value, required) => {
			const s = v.text(ctx, i, 'paymentType', value, required, 50);
			if (s !== undefined && !/^[A-Za-z_]+$/.test(s))
				v.fail(ctx, i, 'paymentType', `may only hold letters and _, not ${s}`);
			return s;
		},
	},
	startAt: {
		property: dateField('Sales Start At', 'startAt', 'When the product goes on sale'),
		read: (ctx, i, value, required) => v.isoDate(ctx, i, 'startAt', value, required),
	},
	eventStartAt: {
		property: dateField('Event Start At', 'eventStartAt', 'When the event begins'),
		read: (ctx, i, value, required) => v.isoDate(ctx, i, 'eventStartAt', value, required),
	},
	eventEndAt: {
		property: dateField('Event End At', 'eventEndAt', 'When the event ends; after Event Start At'),
		read: (ctx, i, value, required) => v.isoDate(ctx, i, 'eventEndAt', value, required, true),
	},
	expiredAt: {
		property: dateField(
			'Expires At',
			'expiredAt',
			'After this moment the product can no longer be bought',
		),
		read: (ctx, i, value, required) => v.isoDate(ctx, i, 'expiredAt', value, required, true),
	},
	limit: {
		property: {
			displayName: 'Purchase Limit',
			// Mayar's body field is `limit`; the parameter is named apart from the Get Many Limit.
			name: 'purchaseLimit',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 1,
			description: 'How many times the product can be bought (participants, for events)',
		},
		read: whenGiven((ctx, i, value) => v.integer(ctx, i, 'purchaseLimit', value, 1, 1_000_000_000)),
	},
	tax: {
		property: {
			displayName: 'Tax',
			name: 'tax',
			type: 'number',
			typeOptions: { minValue: 0 },
			default: 0,
			description: 'Tax amount in whole rupiah',
		},
		read: whenGiven((ctx, i, value) => v.integer(ctx, i, 'tax', value, 0, 1_000_000_000_000)),
	},
	link: {
		property: {
			displayName: 'Link Slug',
			name: 'link',
			type: 'string',
			default: '',
			placeholder: 'e.g. kopi-gayo-250g',
			description:
				'A new slug for the public product URL (the part after /pl/). Old links stop working.',
		},
		read: (ctx, i, value, required) => {
			const s = v.text(ctx, i, 'link', value, required, 100);
			if (s !== undefined && !SLUG.test(s)) {
				v.fail(
					ctx,
					i,
					'link',
					`is not a slug: ${s.length > 40 ? `${s.slice(0, 40)}…` : s}`,
					'Give only the last part of the product URL: letters and digits joined by - or _, for example kopi-gayo-250g (no spaces, slashes or https://).',
				);
			}
			return s;
		},
	},
	eventAddress: {
		property: {
			displayName: 'Event Address',
			name: 'eventAddress',
			type: 'string',
			default: '',
			description: 'Where the event takes place',
		},
		read: (ctx, i, value, required) => v.text(ctx, i, 'eventAddress', value, required, 500),
	},
	isOnlineEvent: {
		property: {
			displayName: 'Online Event',
			name: 'isOnlineEvent',
			type: 'boolean',
			default: false,
			description: 'Whether the event takes place online',
		},
		read: (ctx, i, value) => v.boolean(ctx, i, 'isOnlineEvent', value, false),
	},
	maxTicket: {
		property: {
			displayName: 'Maximum Tickets',
			name: 'maxTicket',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 50,
			description:
				"How many tickets one purchase may hold (Mayar defaults to 50). On an edit that changes Event Address or Online Event, give it again: Mayar's docs do not say whether the edit keeps it.",
		},
		read: whenGiven((ctx, i, value) => v.integer(ctx, i, 'maxTicket', value, 1, 1_000_000)),
	},
};
