import type { IDataObject } from 'n8n-workflow';

import { runAgainst } from '../harness/sandbox';
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

	/** Each credit operation: its parameters, the path after the prefix, and what proves it worked. */
	const operations: Array<[string, string, string]> = [
		['getBalance', 'GET', '/customer/balance'],
		['addCredit', 'POST', '/customer/add-credit'],
		['spendCredit', 'POST', '/customer/spend'],
		['getHistory', 'GET', '/customer/paginate-credit-history/{customerId}'],
		['generateCheckout', 'POST', '/generate/immutable/checkout'],
	];
	const paramsFor = (operation: string): IDataObject =>
		operation === 'addCredit'
			? op(operation, { amount: 4 })
			: operation === 'spendCredit'
				? op(operation, { amount: 2 })
				: operation === 'getHistory'
					? op(operation, { returnAll: false, limit: 3 })
					: operation === 'generateCheckout'
						? {
								resource: 'credit',
								operation,
								productId: cr().mainProductId,
								additionalFields: { creditAmount: 7 },
							}
						: op(operation);
	const pathOf = (prefix: string, rest: string) =>
		`${prefix}${rest.replace('{customerId}', cr().mainCustomerId)}`;

	const cases = operations.flatMap(([operation, method, rest]) =>
		[1, 2].map((form) => [operation, form, method, rest] as const),
	);
	test.each(cases)(
		'%s with only form %i served: the spec form 404s first, then the forms in order until the served one answers',
		async (operation, form, method, rest) => {
			const { mainCustomerId: customerId, mainProductId: productId } = cr();
			serveOnly(form);
			const before = balance(customerId, productId);
			const checkouts = cr().checkouts.length;
			const r = await runAgainst(sb, paramsFor(operation));
			expect(r.error).toBeUndefined();
			// The spec form first, each form not served answered with Mayar's generic 404, then the served one.
			expect(sb.log.map((e) => [e.method, e.path, e.status])).toEqual(
				FORMS.slice(0, form + 1).map((prefix, k) => [
					method,
					pathOf(prefix, rest),
					k === form ? 200 : 404,
				]),
			);
			expect(sb.log[0].path.startsWith('/credit/v2/credit/')).toBe(true);
			expect(r.items).toHaveLength(operation === 'getHistory' ? 3 : 1);
			const out = r.items[0].json;
			// The served form's answer is the operation's result; a write is done once, not once per form tried.
			if (operation === 'getBalance')
				expect(out).toMatchObject({ customerId, productId, customerBalance: before });
			if (operation === 'addCredit') {
				expect(out).toEqual({ customerId, productId, amount: 4, customerNewBalance: before + 4 });
				expect(balance(customerId, productId)).toBe(before + 4);
			}
			if (operation === 'spendCredit') {
				expect(out).toEqual({ customerId, productId, amount: 2, customerNewBalance: before - 2 });
				expect(balance(customerId, productId)).toBe(before - 2);
			}
			if (operation === 'getHistory')
				expect(sb.log[form].query).toEqual({ productId, page: '1', limit: '3' });
			if (operation === 'generateCheckout') {
				expect(cr().checkouts).toHaveLength(checkouts + 1);
				expect(out).toEqual({
					productId,
					creditAmount: 7,
					checkoutLink: cr().checkouts[checkouts].checkoutLink,
				});
			}
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

	test.each([
		['getBalance', 'GET', '/customer/balance'],
		['addCredit', 'POST', '/customer/add-credit'],
		['spendCredit', 'POST', '/customer/spend'],
		['getHistory', 'GET', `/customer/paginate-credit-history/${UNKNOWN}`],
	])(
		'%s: a record-level 404 (unknown customer: "Customer not found") is not a missing route: one request, no fallback',
		async (operation, method, rest) => {
			const r = await runAgainst(
				sb,
				op(operation, { customerId: UNKNOWN, amount: 1, returnAll: true }),
			);
			expect(r.error?.httpCode).toBe('404');
			expect(r.error?.message).toBe('Mayar: Customer not found');
			expect(sb.log.map((e) => [e.method, e.path, e.status])).toEqual([
				[method, `${FORMS[0]}${rest}`, 404],
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
