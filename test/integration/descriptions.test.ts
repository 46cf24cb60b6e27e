/**
 * Output schema descriptions belong to their operation's fields: a field is described by its operation
 * (its facts' `output`), by its own contract record (`descriptions`), or by an entry shared on
 * purpose (descriptions.js `fields`), never by another record that happens to have a field of the same name
 * (test/schema/build.js describer). schemas.test.ts checks the generated schemas for borrowed descriptions.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- the schema tooling is plain JavaScript */
const { describer } = require('../schema/build');
/* eslint-enable @typescript-eslint/no-require-imports */

type Describe = (
	op: string,
	path: string,
	owner?: string,
	root?: string,
	uses?: Map<string, object[]>,
) => string | undefined;

describe('describer (pure)', () => {
	const records = {
		qrResult: { fields: ['url'], descriptions: { url: 'URL of the QR code image' } },
		portalResult: { fields: ['url'] },
		couponResult: { fields: ['coupon'], descriptions: { 'coupon.code': 'The code to type' } },
	};
	const make = (shared = {}, byOperation = {}): Describe =>
		describer({ records, shared, byOperation });

	test("a record's description never describes another record's field of the same name", () => {
		const d = make();
		expect(d('qrCode/create', 'url', 'qrResult', 'qrResult')).toBe('URL of the QR code image');
		expect(d('customer/portal', 'url', 'portalResult', 'portalResult')).toBeUndefined();
	});

	test('its own record wins over a shared entry, and the operation over both', () => {
		expect(make({ url: 'Shared URL' })('qrCode/create', 'url', 'qrResult', 'qrResult')).toBe(
			'URL of the QR code image',
		);
		expect(make({ url: 'Shared URL' })('customer/portal', 'url', 'portalResult')).toBe(
			'Shared URL',
		);
		expect(
			make({}, { 'qrCode/create:url': 'Own' })('qrCode/create', 'url', 'qrResult', 'qrResult'),
		).toBe('Own');
	});

	test("else what the resource's operations of the same verb say of the path, when they agree", () => {
		const d = make(
			{ name: 'Shared name' },
			{
				'product/updateEvent:id': 'The product ID',
				'product/updateWebinar:id': 'The product ID',
				'product/getMany:status': 'Listed status',
				'product/get:status': 'Its status',
				'product/create:link': 'The public URL',
				'product/updateEvent:name': 'Own name',
			},
		);
		const uses = new Map<string, object[]>();
		expect(d('product/updatePaymentLink', 'id', undefined, undefined, uses)).toBe('The product ID');
		// Borrowed, as a shared entry is: by the operation, from its sibling's entry (borrowed.json accepts it).
		expect([...uses]).toEqual([
			['product/updateEvent:id', [{ op: 'product/updatePaymentLink', path: 'id' }]],
		]);
		expect(d('product/getTransactions', 'status')).toBeUndefined(); // get and getMany disagree
		expect(d('product/update', 'link')).toBeUndefined(); // create is another verb
		expect(d('invoice/updateEvent', 'id')).toBeUndefined(); // another resource
		expect(d('product/updatePaymentLink', 'name')).toBe('Shared name'); // a shared entry first
	});

	test("the operation's record describes a nested path whole; shared entries by path, tail, then name", () => {
		const d = make({ 'coverImage.fileType': 'MIME type', id: 'An ID' });
		expect(d('coupon/get', 'coupon.code', undefined, 'couponResult')).toBe('The code to type');
		expect(d('x/y', 'data.paymentLink.coverImage.fileType')).toBe('MIME type');
		expect(d('x/y', 'customer.id')).toBe('An ID');
		expect(d('x/y', 'customer.name')).toBeUndefined();
	});
});
