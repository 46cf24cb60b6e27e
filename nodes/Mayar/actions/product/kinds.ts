import type { Field } from './fields';
import { EVENT_OBJECT_FIELDS } from './fields';

/** The four product kinds the node writes: their paths and which body fields each takes where. */
export type ProductKind = 'paymentLink' | 'digitalProduct' | 'event' | 'webinar';

export interface KindSpec {
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
				"Where the buyer lands after paying. It holds on payment links; on a payment request's own link Mayar was recorded answering success and keeping none.",
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
		// The webinar edit fields of Mayar's docs (webinar/edit) plus V2's link; of the schedule, only Expires At
		// can change (payment type, sales start and the event's start and end are set at create).
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
