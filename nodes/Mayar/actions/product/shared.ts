import { locator } from '../../helpers/fields';
import type { Simplify } from '../../helpers/simplify';

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

/**
 * Simplify of Product > Get and Get Many: the public product page and payment link, and the cover image. Held to
 * the detail record: list items (productListItem) have its fields but userId, qty and transactions.
 */
export const productSimplify: Simplify = {
	record: 'productDetail',
	keep: [
		'id',
		'name',
		'type',
		'status',
		'amount',
		'description',
		'linkUrl',
		'linkPayment',
		'coverImage.url',
		'createdAt',
	],
};
