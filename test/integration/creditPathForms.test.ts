import type { IDataObject } from 'n8n-workflow';

import { runAgainst } from '../harness/sandbox';
import { resourceList } from '../../nodes/Mayar/actions/resources';
import { allFacts } from '../operations';
import { minimalOf } from '../operations/run';
import { sb, UNKNOWN, cr, balance, op } from './credit.kit';

// ---- the three documented path forms (issue item 5) -------------------------------------------------------------

/** The credit API's path forms, in the order the node tries them: the spec's, the docs'/CLI's, the docs repo's base. */
const FORMS = ['/credit/v2/credit', '/hl/v2/credit', '/credit/v2'] as const;
/** Serve only one credit form (0 = the spec's, n = the nth alternative), or all of them (undefined). */
const serveOnly = (form?: number) =>
	sb.setServedForms(form === undefined ? {} : { 'credit.': form });

describe('sandbox: the three credit prefixes serve the same handlers; setServedForms keeps one', () => {
	afterEach(() => serveOnly());

	test('GET {prefix}/customer/balance answers the same balance under each form; a form not served is the generic 404', async () => {
		const { mainCustomerId: customerId, mainProductId: productId } = cr();
		const headers = { authorization: `Bearer ${sb.keys.readWrite}` };
		const q = `customerId=${customerId}&productId=${productId}`;
		const get = async (prefix: string) => {
			const res = await fetch(`${sb.url}${prefix}/customer/balance?${q}`, { headers });
			return { status: res.status, body: (await res.json()) as IDataObject };
		};
		const [spec, hl, base] = await Promise.all(FORMS.map(get));
		expect(spec.status).toBe(200);
		expect(hl).toEqual(spec);
		expect(base).toEqual(spec);
		expect((spec.body.data as IDataObject).customerBalance).toBe(balance(customerId, productId));

		serveOnly(1);
		expect(await get(FORMS[0])).toEqual({
			status: 404,
			body: { statusCode: 404, messages: 'Not Found' },
		});
		expect(await get(FORMS[1])).toEqual(spec);
		expect(await get(FORMS[2])).toEqual({
			status: 404,
			body: { statusCode: 404, messages: 'Not Found' },
		});
	});
});

describe('credit path forms: the spec form first, then the others after a route-level 404 (issue item 5)', () => {
	afterEach(() => serveOnly());

	/**
	 * Every credit operation of the registry, with its sample's minimal parameters (its facts file): the one request it
	 * makes, tried under each form in turn. Nothing here names an operation, so one added or removed needs no edit.
	 */
	const credit = allFacts().filter((e) => e.resource === 'credit');
	const cases = credit.flatMap((e) => [1, 2].map((form) => [e.operation, form, e] as const));
	test.each(cases)(
		'%s with only form %i served: the spec form 404s first, then the forms in order until the served one answers',
		async (operation, form, e) => {
			const { params } = await minimalOf({ sb, hookUrl: '' }, e);
			serveOnly(form);
			sb.clearLog();
			const r = await runAgainst(sb, { resource: 'credit', operation, ...params });
			expect(r.error).toBeUndefined();
			expect(r.items.length).toBeGreaterThan(0);
			// The same request under each form in order, each form not served answered with Mayar's generic 404, then
			// the served one, once: a write is done once, not once per form tried.
			const served = sb.log[form];
			const rest = served.path.slice(FORMS[form].length);
			expect(sb.log.map((l) => [l.method, l.path, l.status])).toEqual(
				FORMS.slice(0, form + 1).map((prefix, k) => [
					served.method,
					`${prefix}${rest}`,
					k === form ? 200 : 404,
				]),
			);
			expect(sb.log[0].path.startsWith('/credit/v2/credit/')).toBe(true);
		},
	);

	test.each([1, 2])(
		'one run over 3 items with only form %i: only the first item pays the fallback, the others use the form that answered',
		async (form) => {
			const { mainCustomerId: customerId, mainProductId: productId } = cr();
			serveOnly(form);
			const before = balance(customerId, productId);
			const r = await runAgainst(sb, op('addCredit', { amount: 1 }), { items: [{}, {}, {}] });
			expect(r.error).toBeUndefined();
			const served = `${FORMS[form]}/customer/add-credit`;
			expect(sb.log.map((e) => [e.path, e.status])).toEqual([
				...FORMS.slice(0, form).map((prefix) => [`${prefix}/customer/add-credit`, 404]),
				[served, 200],
				[served, 200],
				[served, 200],
			]);
			expect(r.items.map((it) => it.json.customerNewBalance)).toEqual([
				before + 1,
				before + 2,
				before + 3,
			]);
			expect(balance(customerId, productId)).toBe(before + 3);
		},
	);

	/** The credit operations whose parameters include Customer (the registry's), run with an unknown one. */
	const takesCustomer = resourceList
		.find((r) => r.value === 'credit')!
		.entries.filter((e) => e.module.description.some((p) => p.name === 'customerId'))
		.map((e) => e.value);
	test.each(
		credit.filter((e) => takesCustomer.includes(e.operation)).map((e) => [e.operation, e] as const),
	)(
		'%s: a record-level 404 (unknown customer: "Customer not found") is not a missing route: one request, no fallback',
		async (operation, e) => {
			const { params } = await minimalOf({ sb, hookUrl: '' }, e);
			sb.clearLog();
			const r = await runAgainst(sb, {
				resource: 'credit',
				operation,
				...params,
				customerId: UNKNOWN,
			});
			expect(r.error?.httpCode).toBe('404');
			expect(r.error?.message).toBe('Mayar: Customer not found');
			expect(sb.log.map((l) => [l.path.startsWith(`${FORMS[0]}/`), l.status])).toEqual([
				[true, 404],
			]);
		},
	);

	test('a record-level 404 after a fallback stops there: the served form\'s "Customer not found" is the error, the last form is not tried', async () => {
		serveOnly(1);
		const r = await runAgainst(sb, op('getBalance', { customerId: UNKNOWN }));
		expect(r.error?.httpCode).toBe('404');
		expect(r.error?.message).toBe('Mayar: Customer not found');
		expect(sb.log.map((e) => [e.path, e.status])).toEqual([
			[`${FORMS[0]}/customer/balance`, 404],
			[`${FORMS[1]}/customer/balance`, 404],
		]);
	});
});
