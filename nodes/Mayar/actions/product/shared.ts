import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { locator } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import { isBlank } from '../../helpers/values';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';

/** The product types of Mayar's V2 reference, in its order. */
export const PRODUCT_TYPES = [
	'generic_link',
	'physical_product',
	'event',
	'webinar',
	'digital_product',
	'coaching',
	'course',
	'cohort_based',
	'fundraising',
	'ebook',
	'podcast',
	'audiobook',
	'membership',
	'zakat',
	'invoice',
	'bundling',
	'saas',
	'payment_request',
	'support',
] as const;

export const productTypeOptions = [
	{ name: 'Any', value: '' },
	{ name: 'Audiobook', value: 'audiobook' },
	{ name: 'Bundling', value: 'bundling' },
	{ name: 'Coaching', value: 'coaching' },
	{ name: 'Cohort-Based Course', value: 'cohort_based' },
	{ name: 'Course', value: 'course' },
	{ name: 'Digital Product', value: 'digital_product' },
	{ name: 'Ebook', value: 'ebook' },
	{ name: 'Event', value: 'event' },
	{ name: 'Fundraising', value: 'fundraising' },
	{ name: 'Invoice', value: 'invoice' },
	{ name: 'Membership', value: 'membership' },
	{ name: 'Payment Link (Generic Link)', value: 'generic_link' },
	{ name: 'Payment Request', value: 'payment_request' },
	{ name: 'Physical Product', value: 'physical_product' },
	{ name: 'Podcast', value: 'podcast' },
	{ name: 'SaaS', value: 'saas' },
	{ name: 'Support', value: 'support' },
	{ name: 'Webinar', value: 'webinar' },
	{ name: 'Zakat', value: 'zakat' },
];

export const productLocator = (description: string) =>
	locator('productId', 'Product', 'searchProducts', description);

/** Body fields of the product writes. The event* fields below the line go into the nested `event` object. */
type Field =
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

const EVENT_OBJECT_FIELDS: readonly Field[] = ['eventAddress', 'isOnlineEvent', 'maxTicket'];

/** A slug as Mayar makes them (Jasa-Buat-Website-Kece): runs of letters and digits, joined by single - or _. */
const SLUG = /^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/;

interface FieldSpec {
	property: INodeProperties;
	/** Checks one value; errors name the parameter as the user sees it. Returns undefined for "not set". */
	read(ctx: IExecuteFunctions, i: number, value: unknown, required: boolean): unknown;
	/**
	 * Changes for the field as a required Create parameter only (not under Additional or Update Fields). Prices
	 * keep the default 0, which is refused: a price left untouched must fail, not sell at a guessed price.
	 */
	asRequired?: Partial<INodeProperties>;
}

const dateField = (displayName: string, name: Field, description: string): INodeProperties => ({
	displayName,
	name,
	type: 'dateTime',
	default: '',
	description,
});

const FIELDS: Record<Field, FieldSpec> = {
	name: {
		property: {
			displayName: 'Name',
			name: 'name',
			type: 'string',
			default: '',
			description: 'Product name shown to buyers',
		},
		read: (ctx, i, value, required) => v.text(ctx, i, 'Name', value, required, 255),
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
		read: (ctx, i, value, required) => v.text(ctx, i, 'Description', value, required, 50_000),
	},
	amount: {
		property: {
			displayName: 'Amount',
			name: 'amount',
			type: 'number',
			default: 0,
			description: 'Price in whole rupiah (IDR)',
		},
		read: (ctx, i, value, required) =>
			required || !isBlank(value) ? v.positiveInteger(ctx, i, 'Amount', value) : undefined,
		asRequired: { typeOptions: { minValue: 1 } },
	},
	crossoutPrice: {
		property: {
			displayName: 'Crossout Price',
			name: 'crossoutPrice',
			type: 'number',
			default: 0,
			description: 'Original price shown crossed out next to the price, in whole rupiah',
		},
		read: (ctx, i, value, required) =>
			required || !isBlank(value) ? v.positiveInteger(ctx, i, 'Crossout Price', value) : undefined,
		asRequired: { typeOptions: { minValue: 1 } },
	},
	redirectUrl: {
		property: {
			displayName: 'Redirect URL',
			name: 'redirectUrl',
			type: 'string',
			default: '',
			description: 'Where the buyer lands after paying',
		},
		read: (ctx, i, value, required) => v.url(ctx, i, 'Redirect URL', value, required),
	},
	notes: {
		property: {
			displayName: 'Notes',
			name: 'notes',
			type: 'string',
			default: '',
			description: 'Additional notes for the buyer',
		},
		read: (ctx, i, value, required) => v.text(ctx, i, 'Notes', value, required),
	},
	terms: {
		property: {
			displayName: 'Terms',
			name: 'terms',
			type: 'string',
			default: '',
			description: 'Terms and conditions of the purchase',
		},
		read: (ctx, i, value, required) => v.text(ctx, i, 'Terms', value, required),
	},
	coverImage: {
		property: {
			displayName: 'Cover Image',
			name: 'coverImage',
			type: 'string',
			default: '',
			description: 'Cover image of the product, as Mayar accepts it (for example an image URL)',
		},
		read: (ctx, i, value, required) => v.text(ctx, i, 'Cover Image', value, required, 2000),
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
		read: (ctx, i, value, required) => v.url(ctx, i, 'Event URL', value, required),
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
			const s = v.text(ctx, i, 'Payment Type', value, required, 50);
			if (s !== undefined && !/^[A-Za-z_]+$/.test(s))
				v.fail(ctx, i, 'Payment Type', `may only hold letters and _, not ${s}`);
			return s;
		},
	},
	startAt: {
		property: dateField('Sales Start At', 'startAt', 'When the product goes on sale'),
		read: (ctx, i, value, required) => v.isoDate(ctx, i, 'Sales Start At', value, required),
	},
	eventStartAt: {
		property: dateField('Event Start At', 'eventStartAt', 'When the event begins'),
		read: (ctx, i, value, required) => v.isoDate(ctx, i, 'Event Start At', value, required),
	},
	eventEndAt: {
		property: dateField('Event End At', 'eventEndAt', 'When the event ends; after Event Start At'),
		read: (ctx, i, value, required) => v.isoDate(ctx, i, 'Event End At', value, required, true),
	},
	expiredAt: {
		property: dateField(
			'Expires At',
			'expiredAt',
			'After this moment the product can no longer be bought',
		),
		read: (ctx, i, value, required) => v.isoDate(ctx, i, 'Expires At', value, required, true),
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
		read: (ctx, i, value, required) =>
			required || !isBlank(value)
				? v.integer(ctx, i, 'Purchase Limit', value, 1, 1_000_000_000)
				: undefined,
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
		read: (ctx, i, value, required) =>
			required || !isBlank(value)
				? v.integer(ctx, i, 'Tax', value, 0, 1_000_000_000_000)
				: undefined,
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
			const s = v.text(ctx, i, 'Link Slug', value, required, 100);
			if (s !== undefined && !SLUG.test(s)) {
				v.fail(
					ctx,
					i,
					'Link Slug',
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
		read: (ctx, i, value, required) => v.text(ctx, i, 'Event Address', value, required, 500),
	},
	isOnlineEvent: {
		property: {
			displayName: 'Online Event',
			name: 'isOnlineEvent',
			type: 'boolean',
			default: false,
			description: 'Whether the event takes place online',
		},
		read: (ctx, i, value) => {
			if (isBlank(value)) return undefined;
			if (typeof value === 'boolean') return value;
			if (value === 'true' || value === 'false') return value === 'true';
			v.fail(ctx, i, 'Online Event', `must be true or false, not ${String(value)}`);
		},
	},
	maxTicket: {
		property: {
			displayName: 'Maximum Tickets',
			name: 'maxTicket',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 50,
			description: 'How many tickets one purchase may hold (Mayar defaults to 50)',
		},
		read: (ctx, i, value, required) =>
			required || !isBlank(value)
				? v.integer(ctx, i, 'Maximum Tickets', value, 1, 1_000_000)
				: undefined,
	},
};

export type ProductKind = 'paymentLink' | 'digitalProduct' | 'event' | 'webinar';

interface KindSpec {
	noun: string;
	createPath: string;
	updatePath(id: string): string;
	/** Top-level parameters on create. */
	required: readonly Field[];
	/** The Additional Fields of create. */
	optional: readonly Field[];
	/** The Update Fields of update; all optional (V2 edits are partial). */
	updatable: readonly Field[];
	/** Per-field description overrides. */
	notes?: Partial<Record<Field, string>>;
}

const EVENT_OPTIONAL: readonly Field[] = [
	'crossoutPrice',
	'eventUrl',
	'notes',
	'terms',
	'redirectUrl',
	'limit',
	...EVENT_OBJECT_FIELDS,
];
const SCHEDULE: readonly Field[] = [
	'paymentType',
	'startAt',
	'eventStartAt',
	'eventEndAt',
	'expiredAt',
];

export const KINDS: Record<ProductKind, KindSpec> = {
	paymentLink: {
		noun: 'payment link',
		createPath: '/hl/v2/products/create',
		updatePath: (id) => `/hl/v2/products/payment-link/${id}/update`,
		required: ['name', 'amount'],
		optional: ['description', 'redirectUrl', 'notes', 'expiredAt', 'limit', 'tax', 'coverImage'],
		// Mayar documents these for a payment link edit (spec V1 edit + V2 link; docs genericlink/edit), not limit, tax or cover.
		updatable: ['name', 'description', 'amount', 'redirectUrl', 'notes', 'expiredAt', 'link'],
		notes: {
			name: 'Product name shown to buyers. Mayar refuses a payment link update without it, so it is needed every time.',
			redirectUrl:
				"Where the buyer lands after paying. It holds on payment links (generic_link); on a payment request's own link Mayar was recorded answering success and keeping none.",
		},
	},
	digitalProduct: {
		noun: 'digital product',
		createPath: '/hl/v2/products/digital-product/create',
		updatePath: (id) => `/hl/v2/products/digital-product/${id}/update`,
		required: ['name', 'description', 'amount', 'redirectUrl'],
		optional: ['crossoutPrice', 'notes', 'expiredAt', 'limit', 'tax'],
		updatable: [
			'name',
			'description',
			'amount',
			'crossoutPrice',
			'redirectUrl',
			'notes',
			'expiredAt',
			'limit',
			'tax',
			'link',
		],
		notes: { redirectUrl: 'Where the buyer lands after paying, for example the download page' },
	},
	event: {
		noun: 'event',
		createPath: '/hl/v2/products/event/create',
		updatePath: (id) => `/hl/v2/products/event/${id}/update`,
		required: ['name', 'description', 'amount', ...SCHEDULE],
		optional: EVENT_OPTIONAL,
		updatable: ['name', 'description', 'amount', ...SCHEDULE, ...EVENT_OPTIONAL, 'link'],
		notes: { expiredAt: 'Ticket sales end: after this moment the event can no longer be bought' },
	},
	webinar: {
		noun: 'webinar',
		createPath: '/hl/v2/products/webinar/create',
		updatePath: (id) => `/hl/v2/products/webinar/${id}/update`,
		// Mayar's docs mark crossoutPrice and eventUrl required for webinars (not for events).
		required: ['name', 'description', 'amount', 'crossoutPrice', 'eventUrl', ...SCHEDULE],
		optional: ['notes', 'terms', 'redirectUrl', 'limit'],
		// The webinar edit fields of Mayar's docs (webinar/edit) plus V2's link; the schedule is set at create only.
		updatable: [
			'name',
			'description',
			'amount',
			'crossoutPrice',
			'eventUrl',
			'redirectUrl',
			'expiredAt',
			'link',
		],
		notes: {
			crossoutPrice:
				'Original price shown crossed out next to the price, in whole rupiah. Mayar requires it for webinars.',
			eventUrl: 'Where the webinar takes place, for example a Zoom link',
			eventStartAt: 'When the webinar begins',
			eventEndAt: 'When the webinar ends; after Event Start At',
			expiredAt: 'Ticket sales end: after this moment the webinar can no longer be bought',
		},
	},
};

function propertyOf(kind: KindSpec, field: Field): INodeProperties {
	const property = { ...FIELDS[field].property };
	const note = kind.notes?.[field];
	if (note) property.description = note;
	return property;
}

const byDisplayName = (a: INodeProperties, b: INodeProperties) =>
	a.displayName.localeCompare(b.displayName);

/** Create: the required body fields as parameters, the rest under Additional Fields. */
export function createProperties(kind: ProductKind): INodeProperties[] {
	const spec = KINDS[kind];
	return [
		...spec.required.map((field) => ({
			...propertyOf(spec, field),
			...FIELDS[field].asRequired,
			required: true,
		})),
		{
			displayName: 'Additional Fields',
			name: 'additionalFields',
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			options: spec.optional.map((field) => propertyOf(spec, field)).sort(byDisplayName),
		},
	];
}

/** Update: the product, then only the fields to change. */
export function updateProperties(kind: ProductKind): INodeProperties[] {
	const spec = KINDS[kind];
	return [
		productLocator(`The ${spec.noun} to change`),
		{
			displayName: 'Update Fields',
			name: 'updateFields',
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			description:
				kind === 'paymentLink'
					? 'Only the fields set here change. Name is always needed: Mayar refuses a payment link update without it (a membership product also needs Amount).'
					: 'Only the fields set here change; at least one is needed',
			options: spec.updatable.map((field) => propertyOf(spec, field)).sort(byDisplayName),
		},
	];
}

/** Reads and checks the given fields into a body; event* fields are nested under `event`. */
function readFields(
	ctx: IExecuteFunctions,
	i: number,
	fields: readonly Field[],
	values: IDataObject,
	required: boolean,
): IDataObject {
	const body: IDataObject = {};
	const event: IDataObject = {};
	for (const field of fields) {
		const spec = FIELDS[field];
		const value = spec.read(ctx, i, values[spec.property.name], required);
		if (value === undefined) continue;
		if (EVENT_OBJECT_FIELDS.includes(field)) event[field] = value as IDataObject[string];
		else body[field] = value as IDataObject[string];
	}
	if (Object.keys(event).length > 0) body.event = event;
	return body;
}

function checkOrder(
	ctx: IExecuteFunctions,
	i: number,
	body: IDataObject,
	first: Field,
	then: Field,
	labels: [string, string],
) {
	const a = body[first];
	const b = body[then];
	if (typeof a === 'string' && typeof b === 'string' && Date.parse(b) <= Date.parse(a)) {
		v.fail(ctx, i, labels[1], `(${b}) must be after ${labels[0]} (${a})`);
	}
}

function checkSchedule(ctx: IExecuteFunctions, i: number, body: IDataObject) {
	checkOrder(ctx, i, body, 'eventStartAt', 'eventEndAt', ['Event Start At', 'Event End At']);
	checkOrder(ctx, i, body, 'startAt', 'expiredAt', ['Sales Start At', 'Expires At']);
}

/** POST the create path; never resent once it may have reached Mayar. Returns {id, link}. */
export async function createProduct(
	ctx: IExecuteFunctions,
	i: number,
	kind: ProductKind,
): Promise<OperationResult> {
	const spec = KINDS[kind];
	const top: IDataObject = {};
	for (const field of spec.required) {
		const name = FIELDS[field].property.name;
		top[name] = ctx.getNodeParameter(name, i) as IDataObject[string];
	}
	const body = {
		...readFields(ctx, i, spec.required, top, true),
		...readFields(
			ctx,
			i,
			spec.optional,
			ctx.getNodeParameter('additionalFields', i, {}) as IDataObject,
			false,
		),
	};
	checkSchedule(ctx, i, body);
	return dataOf(
		await mayarApiRequest(ctx, { method: 'POST', path: spec.createPath, body, itemIndex: i }),
	);
}

/**
 * POST {kind}/{id}/update with the id in the path and in the body (Mayar reads the body). V2 edits are partial:
 * only the fields set are sent, and an update that changes nothing is refused before any request.
 */
export async function updateProduct(
	ctx: IExecuteFunctions,
	i: number,
	kind: ProductKind,
): Promise<OperationResult> {
	const spec = KINDS[kind];
	const id = v.idParameter(ctx, i, 'productId', 'Product');
	const changes = readFields(
		ctx,
		i,
		spec.updatable,
		ctx.getNodeParameter('updateFields', i, {}) as IDataObject,
		false,
	);
	if (Object.keys(changes).length === 0) {
		v.fail(
			ctx,
			i,
			'Update Fields',
			'must hold at least one field to change',
			`Mayar needs at least one field besides the ID to update a ${spec.noun}. Add a field under Update Fields.`,
		);
	}
	// Live Mayar refuses a payment-link update without name (HTTP 200, messages "failed"), though its docs make it
	// optional: docs/api-notes.md, "Spec vs live".
	if (kind === 'paymentLink' && changes.name === undefined) {
		v.fail(
			ctx,
			i,
			'Name',
			'is needed to update a payment link, even when it does not change',
			"Mayar refuses a payment link update without the product's name. Add Name under Update Fields (the current name keeps it as it is); a membership product also needs Amount.",
		);
	}
	checkSchedule(ctx, i, changes);
	const body = { id, ...changes };
	return dataOf(
		await mayarApiRequest(ctx, { method: 'POST', path: spec.updatePath(id), body, itemIndex: i }),
	);
}
