/**
 * Simplify keeps only fields that Mayar's contract documents for the record (test/contract), so that a column
 * that only the local sandbox returns cannot silently vanish against the live API.
 */
import { SIMPLE_FIELDS } from '../../nodes/Mayar/helpers/simplify';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the contract is plain JavaScript
const contract = require('../contract') as {
	records: object;
	recordFields(name: string): string[];
};

/**
 * Each Simplify type -> the contract records it is applied to, where its name is not the one record's
 * (unpaidTransaction is applied to the record of that name).
 */
const RECORDS: Partial<Record<keyof typeof SIMPLE_FIELDS, string[]>> = {
	invoice: ['invoiceDetail'],
	product: ['productListItem', 'productDetail'],
	paymentRequest: ['paymentRequestDetail'],
	transaction: ['transactionDetail'],
	member: ['membershipMember', 'membershipMemberDetail'],
};
const recordsOf = (type: string) => RECORDS[type as keyof typeof SIMPLE_FIELDS] ?? [type];

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

test('every Simplify type is a contract record, or mapped to its records in RECORDS', () => {
	const records = contract.records as Record<string, unknown>;
	expect(
		Object.keys(SIMPLE_FIELDS)
			.flatMap((type) => recordsOf(type).map((r) => [type, r]))
			.filter(([, r]) => !records[r])
			.map(
				([type, r]) =>
					`${type}: no contract record ${r}; name it after its record or map it in RECORDS`,
			),
	).toEqual([]);
});

test.each(Object.entries(SIMPLE_FIELDS))(
	'Simplify %s keeps only documented fields',
	(type, fields) => {
		const documented = new Set(recordsOf(type).flatMap((r) => contract.recordFields(r)));
		const undocumented = fields.filter((name) => {
			const [field, nested] = name.split('.');
			if (documented.has(name)) return false; // a dotted key Mayar sends as such (members list)
			if (!documented.has(field)) return true;
			return nested !== undefined && !(NESTED[field] ?? []).includes(nested);
		});
		expect(undocumented).toEqual([]);
	},
);
