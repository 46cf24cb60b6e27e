/**
 * Simplify keeps only fields that Mayar's contract documents for the record (test/contract), so that a column
 * that only the local sandbox returns cannot silently vanish against the live API.
 */
import { SIMPLE_FIELDS } from '../../nodes/Mayar/helpers/simplify';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the contract is plain JavaScript
const contract = require('../contract') as { recordFields(name: string): string[] };

/** Each Simplify type -> the contract records it is applied to (the list and detail records of one resource). */
const RECORDS: Record<keyof typeof SIMPLE_FIELDS, string[]> = {
	invoice: ['invoiceDetail'],
	invoiceListItem: ['invoiceListItem'],
	product: ['productListItem', 'productDetail'],
	paymentRequest: ['paymentRequestDetail'],
	paymentRequestListItem: ['paymentRequestListItem'],
	transaction: ['transactionDetail'],
	paidTransaction: ['paidTransaction'],
	unpaidTransaction: ['unpaidTransaction'],
	member: ['membershipMember', 'membershipMemberDetail'],
};

/** Members of nested objects the contract documents (spec "Customer object"; product Image object). */
const NESTED: Record<string, string[]> = {
	customer: ['id', 'email', 'name', 'mobile'],
	coverImage: ['id', 'fileType', 'url'],
	paymentLink: [
		'id',
		'name',
		'amount',
		'status',
		'link',
		'type',
		'category',
		'createdAt',
		'description',
		'redirectUrl',
		'userId',
	],
	membershipTier: ['id', 'name', 'status', 'gracePeriodInDays'],
};

test('every Simplify type is mapped to its contract records', () => {
	expect(Object.keys(RECORDS).sort()).toEqual(Object.keys(SIMPLE_FIELDS).sort());
});

test.each(Object.entries(SIMPLE_FIELDS))(
	'Simplify %s keeps only documented fields',
	(type, fields) => {
		const documented = new Set(
			RECORDS[type as keyof typeof SIMPLE_FIELDS].flatMap((r) => contract.recordFields(r)),
		);
		const undocumented = fields.filter((name) => {
			const [field, nested] = name.split('.');
			if (documented.has(name)) return false; // a dotted key Mayar sends as such (members list)
			if (!documented.has(field)) return true;
			return nested !== undefined && !(NESTED[field] ?? []).includes(nested);
		});
		expect(undocumented).toEqual([]);
	},
);
