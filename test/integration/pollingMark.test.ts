/**
 * The polling trigger's high-water mark (pure logic, no I/O): which records are new, where the mark moves, and
 * how createdAt is read from the lists' mixed formats. The behaviour against Mayar is in polling.test.ts.
 */
import { epochMs } from '../../nodes/Mayar/helpers/values';
import { advance, isNew, markAtNewest, readMark, type Mark } from '../../nodes/Mayar/polling/mark';

const mark: Mark = { scope: 'payment.received', at: 1000, keys: ['a'] };

test('a record is new when newer than the mark, or as old and not yet emitted', () => {
	expect(isNew(mark, 1001, 'x')).toBe(true);
	expect(isNew(mark, 1000, 'b')).toBe(true);
	expect(isNew(mark, 1000, 'a')).toBe(false);
	expect(isNew(mark, 999, 'z')).toBe(false);
});

test('the mark moves to the newest time and keeps every key emitted at it', () => {
	expect(advance(mark, [])).toEqual(mark);
	expect(advance(mark, [{ at: 1000, key: 'b' }])).toEqual({ ...mark, keys: ['a', 'b'] });
	expect(
		advance(mark, [
			{ at: 1000, key: 'b' },
			{ at: 1005, key: 'c' },
			{ at: 1005, key: 'd' },
		]),
	).toEqual({ scope: 'payment.received', at: 1005, keys: ['c', 'd'] });
	expect(markAtNewest('s', [])).toEqual({ scope: 's', at: 0, keys: [] });
	expect(
		markAtNewest('s', [
			{ at: 7, key: 'n' },
			{ at: 7, key: 'm' },
			{ at: 3, key: 'o' },
		]),
	).toEqual({ scope: 's', at: 7, keys: ['n', 'm'] });
});

test('a mark of another list (event or product) or a damaged one is not used', () => {
	expect(readMark({ mark }, 'payment.received')).toBe(mark);
	expect(readMark({ mark }, 'customer.created')).toBeUndefined();
	expect(readMark({ mark: { ...mark, at: '1000' } }, 'payment.received')).toBeUndefined();
	expect(readMark({}, 'payment.received')).toBeUndefined();
});

test('createdAt as epoch ms, a digit string or an ISO string; anything else is unreadable', () => {
	expect(epochMs(1768375011056)).toBe(1768375011056);
	expect(epochMs(' 1768375011056 ')).toBe(1768375011056);
	expect(epochMs('2026-01-14T07:16:51.056Z')).toBe(1768375011056);
	for (const unreadable of ['yesterday', '', null, undefined, NaN, Infinity, {}])
		expect(epochMs(unreadable)).toBeUndefined();
});
