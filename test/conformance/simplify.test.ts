/**
 * Simplify keeps only fields that Mayar's contract documents for the record (test/contract), so that a column
 * that only the local sandbox returns cannot silently vanish against the live API.
 */
import { resourceList } from '../../nodes/Mayar/actions/resources';
import type { Simplify } from '../../nodes/Mayar/helpers/simplify';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the contract is plain JavaScript
const contract = require('../contract') as {
	records: object;
	recordFields(name: string): string[];
};

/** Each operation that offers Simplify, as resource/operation, with what it keeps (its `simplify` export). */
const simplified: Array<[string, Simplify]> = resourceList.flatMap((r) =>
	r.entries.flatMap((e) =>
		e.module.simplify ? [[`${r.value}/${e.value}`, e.module.simplify] as [string, Simplify]] : [],
	),
);

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

test('every Simplify names a contract record', () => {
	const records = contract.records as Record<string, unknown>;
	expect(
		simplified
			.filter(([, s]) => !records[s.record])
			.map(
				([op, s]) =>
					`${op}: no contract record ${s.record}; record names the one it keeps fields of`,
			),
	).toEqual([]);
});

test.each(simplified)('Simplify of %s keeps only documented fields', (_op, simplify) => {
	const documented = new Set(contract.recordFields(simplify.record));
	const undocumented = simplify.keep.filter((name) => {
		const [field, nested] = name.split('.');
		if (documented.has(name)) return false; // a dotted key Mayar sends as such (members list)
		if (!documented.has(field)) return true;
		return nested !== undefined && !(NESTED[field] ?? []).includes(nested);
	});
	expect(undocumented).toEqual([]);
});
