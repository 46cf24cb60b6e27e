/**
 * The conformance table of issue #12: every operation of the Mayar node (resource/operation, as registered in
 * nodes/Mayar/actions/resources.ts) with two parameter sets,
 *
 *   minimal  only what the operation requires (n8n fills in the defaults of everything else), and
 *   full     every optional parameter the operation's description offers, set to a sensible value: every
 *            additional field, filter and option, and Return All where the operation lists,
 *
 * plus `also`: the other input modes an operation has (JSON lines, History ID, ...) and, for lists longer than one
 * page, `pages` (Return All with no filter, so the cursor is followed), run as extra variants.
 *
 * `prepare(env, variant)` finds or makes the records the parameters refer to, in the sandbox's store (test setup,
 * not through the node, so its requests never mix with the ones under test). It runs before every variant, so a
 * write that changes state (close, cancel, activate, review) gets a fresh record each time. Its result is handed
 * to the parameter functions as `c`. `items` gives input items to operations whose parameters read `$json`.
 *
 * Parameter names are the node's; `resource` and `operation` are added by the runner.
 */
import type { IDataObject } from 'n8n-workflow';

import type { Sandbox } from '../harness/sandbox';

export type Variant = 'minimal' | 'full' | string;

/** What a case's prepare can use: the sandbox, and a loopback URL that accepts webhook deliveries (HTTP 200). */
export interface Env {
	sb: Sandbox;
	hookUrl: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Ctx = Record<string, any>;
type Params = (c: Ctx) => IDataObject;

export interface ConformanceCase {
	resource: string;
	operation: string;
	prepare?: (env: Env, variant: Variant) => Ctx | Promise<Ctx>;
	minimal: Params;
	full: Params;
	/** Further input modes of the operation, each run like minimal and full. */
	also?: Record<string, Params>;
	/** Input items, for parameters given as expressions over $json. */
	items?: (c: Ctx, variant: Variant) => IDataObject[];
}

// ---- helpers ------------------------------------------------------------------------------------------------

const DAY = 86_400_000;
const rl = (value: string) => ({ __rl: true, mode: 'id', value });
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
let seq = 0;
/** A number unique in this run: distinct e-mails, amounts, codes and slugs keep the duplicate guard out of the way. */
const next = () => ++seq;

type Rec = IDataObject & { id: string };
const list = (sb: Sandbox, key: string) => (sb.store[key] ?? []) as Rec[];
const products = (sb: Sandbox) =>
	list(sb, 'products') as Array<Rec & { type: string; status: string; link: string }>;
const transactions = (sb: Sandbox) =>
	list(sb, 'transactions') as Array<
		Rec & { status: string; customerId: string | null; paymentLinkId: string; type: string }
	>;
const customers = (sb: Sandbox) => list(sb, 'customers') as Array<Rec & { email: string }>;
const customer = (sb: Sandbox, id: string) =>
	customers(sb).find((x) => x.id === id) as Rec & { email: string };
/** Records handed out by `fresh`, so that a state-changing write never gets the same one twice. */
const used = new Set<string>();
/** The first record of `rows` not handed out before. */
function fresh<T extends { id: string }>(
	rows: T[],
	what: string,
	key: (r: T) => string = (r) => r.id,
): T {
	const found = rows.find((r) => !used.has(key(r)));
	if (!found) throw new Error(`conformance prepare: the sandbox holds no further ${what}`);
	used.add(key(found));
	return found;
}
const product = (sb: Sandbox, type: string, status = 'active') =>
	fresh(
		products(sb).filter((p) => p.type === type && p.status === status),
		`${status} ${type} product`,
	);
/**
 * Makes active generic links (payment links) until the type holds `total`, through the sandbox's API (not the node),
 * so each gets an id, slug and creation time the sandbox issued itself (its cursors are creation times it issued).
 */
async function addPaymentLinks(sb: Sandbox, total: number): Promise<void> {
	const have = products(sb).filter(
		(p) => p.type === 'generic_link' && p.status === 'active',
	).length;
	for (let k = have; k < total; k++) {
		const res = await fetch(`${sb.url}/hl/v2/products/create`, {
			method: 'POST',
			headers: { authorization: `Bearer ${sb.keys.readWrite}`, 'content-type': 'application/json' },
			body: JSON.stringify({
				name: `Pembayaran Jasa Tambahan ${next()}`,
				amount: 50000 + k * 1000,
			}),
		});
		if (res.status !== 200)
			throw new Error(
				`conformance prepare: the sandbox refused a payment link create (HTTP ${res.status})`,
			);
	}
}
const txOf = (sb: Sandbox, id: unknown) => transactions(sb).find((t) => t.id === id);
/** An invoice or payment request that is open: active, its transaction neither paid nor expired. */
function openLink(sb: Sandbox, key: 'invoices' | 'paymentRequests'): Rec {
	const now = Date.now();
	return fresh(
		list(sb, key).filter((r) => {
			const tx = txOf(sb, r.transactionId);
			return (
				r.status === 'active' &&
				tx &&
				tx.status === 'created' &&
				(tx.expirationDate === null || Number(tx.expirationDate) > now)
			);
		}),
		`open ${key}`,
	);
}

interface Credit {
	mainCustomerId: string;
	mainProductId: string;
	balances: Record<string, { main: number; addon: number }>;
	seeded: Array<{ customerId: string; productId: string; membershipTierId: string | null }>;
}
const credit = (sb: Sandbox) => sb.store.credit as unknown as Credit;
/** The credit target of a variant: minimal uses the credit product, full the membership product with its tier. */
function creditTarget(sb: Sandbox, variant: Variant) {
	const cr = credit(sb);
	if (variant === 'minimal')
		return {
			customerId: cr.mainCustomerId,
			productId: cr.mainProductId,
			tierId: null as string | null,
		};
	const s = cr.seeded.find((x) => x.membershipTierId !== null) as {
		customerId: string;
		productId: string;
		membershipTierId: string;
	};
	return { customerId: s.customerId, productId: s.productId, tierId: s.membershipTierId };
}

interface Memberships {
	mainProductId: string;
	tiers: Array<Rec & { paymentLinkId: string; limit: number | null }>;
	members: Array<
		Rec & {
			memberId: string;
			paymentLinkId: string;
			status: string;
			membershipTierId: string;
			customerId: string;
		}
	>;
}
const memberships = (sb: Sandbox) => sb.store.memberships as unknown as Memberships;
const tiersOf = (sb: Sandbox, productId: string) =>
	memberships(sb).tiers.filter((t) => t.paymentLinkId === productId);
const activeMember = (sb: Sandbox) => {
	const ms = memberships(sb);
	return fresh(
		ms.members.filter((m) => m.paymentLinkId === ms.mainProductId && m.status === 'active'),
		'active member',
	);
};

type Review = Rec & { paymentLinkId: string; customerId: string; status: string; rating: number };
const reviews = (sb: Sandbox) => list(sb, 'reviews') as Review[];
/** A customer who paid for a product and has not reviewed it yet. */
function unreviewedBuyer(sb: Sandbox) {
	const ids = new Set(products(sb).map((p) => p.id));
	const done = new Set(reviews(sb).map((r) => `${r.customerId}|${r.paymentLinkId}`));
	const t = fresh(
		transactions(sb).filter(
			(x) =>
				x.status === 'paid' &&
				x.customerId &&
				ids.has(x.paymentLinkId) &&
				!done.has(`${x.customerId}|${x.paymentLinkId}`),
		),
		'unreviewed buyer',
		(x) => `${x.customerId}|${x.paymentLinkId}`,
	);
	return { paymentLinkId: t.paymentLinkId, email: customer(sb, t.customerId as string).email };
}
/** The product with the most ACTIVE reviews. */
function reviewedProduct(sb: Sandbox): string {
	const count: Record<string, number> = {};
	for (const r of reviews(sb))
		if (r.status === 'ACTIVE') count[r.paymentLinkId] = (count[r.paymentLinkId] ?? 0) + 1;
	return Object.entries(count).sort((a, b) => b[1] - a[1])[0][0];
}

type License = IDataObject & {
	licenseCode: string;
	productId: string;
	status: string;
	expiredAt: string;
	memberStatus?: string;
};
const activeLicense = (rows: License[]) =>
	rows.find(
		(l) =>
			l.status === 'ACTIVE' &&
			Date.parse(l.expiredAt) > Date.now() &&
			(l.memberStatus ?? 'active') === 'active',
	) as License;

/** One invoice line set, as the Items fields give it. */
const lines = (n: number) => ({
	item: [
		{ description: `Kopi Gayo 250 g #${n}`, quantity: 2, rate: 85000 },
		{ description: 'Ongkir', quantity: 1, rate: 15000 },
	],
});
const jsonLines = (n: number) => [
	{ description: `Sepatu #${n}`, quantity: 1, rate: 250000 },
	{ description: 'Kaos', quantity: 2, rate: 25000 },
];
const webhookPayload = (tx: string) =>
	JSON.stringify({
		event: 'payment.received',
		data: { id: tx, status: 'SUCCESS', amount: 150000 },
	});
/**
 * Makes one webhook-history row: Mayar (the sandbox) posts a payment.received event to the account URL, here
 * the test's receiver. Sent straight to the sandbox, not through the node; waits until the delivery settled.
 */
async function deliverOnce({ sb, hookUrl }: Env): Promise<void> {
	(sb.store.account as IDataObject).urlHook = hookUrl;
	const deliveries = sb.deliveries as unknown[];
	const want = deliveries.length + 1;
	const tx = transactions(sb).find((t) => t.status === 'paid') as Rec;
	const res = await fetch(`${sb.url}/hl/v2/webhooks/retry`, {
		method: 'POST',
		headers: { authorization: `Bearer ${sb.keys.readWrite}`, 'content-type': 'application/json' },
		body: JSON.stringify({
			type: 'payment.received',
			payload: JSON.parse(webhookPayload(tx.id)),
			paymentLinkId: tx.paymentLinkId,
			paymentLinkTransactionId: tx.id,
		}),
	});
	if (res.status !== 200)
		throw new Error(
			`conformance prepare: the sandbox refused a webhook retry (HTTP ${res.status})`,
		);
	await (sb.waitForDeliveries as (n: number, ms: number) => Promise<unknown>)(want, 5000);
}
const webhookRows = (sb: Sandbox) => list(sb, 'webhookHistory') as Array<Rec & { type: string }>;

// ---- the table ----------------------------------------------------------------------------------------------

export const cases: ConformanceCase[] = [
	// Balance
	{ resource: 'balance', operation: 'get', minimal: () => ({}), full: () => ({}) },

	// Bundling
	{
		resource: 'bundling',
		operation: 'get',
		prepare: ({ sb }) => ({ id: products(sb).find((p) => p.type === 'bundling')?.id }),
		minimal: (c) => ({ bundleId: rl(c.id) }),
		full: (c) => ({ bundleId: rl(c.id) }),
	},
	{
		resource: 'bundling',
		operation: 'getMany',
		minimal: () => ({}),
		full: () => ({ returnAll: true }),
	},

	// Coupon
	{
		resource: 'coupon',
		operation: 'checkUsage',
		minimal: () => ({ couponCode: 'HEMAT10' }),
		full: () => ({ couponCode: 'HEMAT10' }),
	},
	{
		resource: 'coupon',
		operation: 'create',
		prepare: ({ sb }) => ({
			n: next(),
			products: products(sb)
				.filter((p) => p.status === 'active')
				.slice(0, 2)
				.map((p) => p.id),
		}),
		minimal: (c) => ({ name: `Promo Konformitas ${c.n}`, value: 10, totalCoupons: 1 }),
		full: (c) => ({
			name: `Promo Konformitas ${c.n}`,
			couponType: 'reusable',
			code: `KONF${c.n}`,
			discountType: 'monetary',
			value: 15000,
			totalCoupons: 100,
			eligibleCustomerType: 'new',
			additionalFields: {
				expiredAt: inDays(30),
				minimumPurchase: 50000,
				productIds: c.products.join(', '),
			},
		}),
	},
	{
		resource: 'coupon',
		operation: 'get',
		prepare: ({ sb }) => ({ id: list(sb, 'coupons')[0].id }),
		minimal: (c) => ({ couponId: rl(c.id) }),
		full: (c) => ({ couponId: rl(c.id) }),
	},
	{
		resource: 'coupon',
		operation: 'getMany',
		minimal: () => ({}),
		full: () => ({ returnAll: true }),
	},
	{
		resource: 'coupon',
		operation: 'validate',
		prepare: ({ sb }) => ({ productId: products(sb).find((p) => p.status === 'active')?.id }),
		minimal: (c) => ({ couponCode: 'HEMAT10', paymentLinkId: rl(c.productId), amount: 75000 }),
		full: (c) => ({
			couponCode: 'HEMAT10',
			paymentLinkId: rl(c.productId),
			amount: 75000,
			notApplicableAsOutput: false,
			additionalFields: { customerEmail: 'pembeli@example.com' },
		}),
	},

	// Credit: minimal on the credit product, full on the membership product with its tier.
	{
		resource: 'credit',
		operation: 'addCredit',
		prepare: ({ sb }, variant) => creditTarget(sb, variant),
		minimal: (c) => ({ customerId: rl(c.customerId), productId: rl(c.productId), amount: 5 }),
		full: (c) => ({
			customerId: rl(c.customerId),
			productId: rl(c.productId),
			amount: 5,
			additionalFields: {
				membershipTierId: c.tierId,
				additionalBody: JSON.stringify({ membershipTierId: c.tierId }),
			},
		}),
	},
	{
		resource: 'credit',
		operation: 'generateCheckout',
		prepare: ({ sb }) => ({ productId: credit(sb).mainProductId, n: next() }),
		minimal: (c) => ({ productId: rl(c.productId) }),
		full: (c) => ({
			productId: rl(c.productId),
			additionalFields: {
				name: 'Budi Santoso',
				email: `budi.kredit.${c.n}@example.com`,
				mobile: '081234567890',
				creditAmount: 100,
				additionalBody: JSON.stringify({ creditAmount: 100 }),
			},
		}),
	},
	{
		resource: 'credit',
		operation: 'getBalance',
		prepare: ({ sb }, variant) => creditTarget(sb, variant),
		minimal: (c) => ({ customerId: rl(c.customerId), productId: rl(c.productId) }),
		full: (c) => ({
			customerId: rl(c.customerId),
			productId: rl(c.productId),
			additionalFields: { membershipTierId: c.tierId },
		}),
	},
	{
		resource: 'credit',
		operation: 'getHistory',
		prepare: ({ sb }) => creditTarget(sb, 'minimal'),
		minimal: (c) => ({ customerId: rl(c.customerId), productId: rl(c.productId) }),
		full: (c) => ({ customerId: rl(c.customerId), productId: rl(c.productId), returnAll: true }),
	},
	{
		resource: 'credit',
		operation: 'spendCredit',
		prepare: ({ sb }, variant) => {
			const t = creditTarget(sb, variant);
			// Enough balance to spend, whatever ran before.
			const key = `${t.customerId}|${t.productId}|${t.tierId ?? ''}`;
			const b = (credit(sb).balances[key] ??= { main: 0, addon: 0 });
			b.main += 10;
			return t;
		},
		minimal: (c) => ({ customerId: rl(c.customerId), productId: rl(c.productId), amount: 1 }),
		full: (c) => ({
			customerId: rl(c.customerId),
			productId: rl(c.productId),
			amount: 1,
			additionalFields: {
				membershipTierId: c.tierId,
				additionalBody: JSON.stringify({ membershipTierId: c.tierId }),
			},
		}),
	},

	// Customer
	{
		resource: 'customer',
		operation: 'create',
		prepare: () => ({ n: next() }),
		minimal: (c) => ({
			name: 'Sari Dewi',
			email: `sari.${c.n}@example.com`,
			mobile: '081298765432',
		}),
		full: (c) => ({ name: 'Sari Dewi', email: `sari.${c.n}@example.com`, mobile: '081298765432' }),
	},
	{
		resource: 'customer',
		operation: 'getByEmail',
		prepare: ({ sb }) => ({ email: customers(sb)[0].email }),
		minimal: (c) => ({ email: c.email }),
		full: (c) => ({ email: c.email }),
	},
	{
		resource: 'customer',
		operation: 'getMany',
		prepare: ({ sb }) => ({
			paymentLinkId: transactions(sb).find((t) => t.customerId)?.paymentLinkId,
		}),
		minimal: () => ({}),
		full: (c) => ({
			returnAll: true,
			filters: { startAt: inDays(-400), endAt: inDays(0), paymentLinkId: c.paymentLinkId },
		}),
		also: { pages: () => ({ returnAll: true }) },
	},
	{
		resource: 'customer',
		operation: 'sendPortalLoginLink',
		prepare: ({ sb }) => ({ email: customers(sb)[1].email }),
		minimal: (c) => ({ email: c.email }),
		full: (c) => ({ email: c.email }),
	},
	{
		resource: 'customer',
		operation: 'updateEmail',
		prepare: ({ sb }) => ({ id: fresh(customers(sb).slice(10), 'customer').id, n: next() }),
		minimal: (c) => ({ customerId: rl(c.id), toEmail: `pindah.${c.n}@example.com` }),
		full: (c) => ({ customerId: rl(c.id), toEmail: `pindah.${c.n}@example.com` }),
	},

	// Installment
	{
		resource: 'installment',
		operation: 'create',
		prepare: () => ({ n: next() }),
		minimal: (c) => ({
			name: 'Budi Santoso',
			email: `budi.cicil.${c.n}@example.com`,
			mobile: '081298765432',
			amount: 3_000_000,
			description: `Laptop cicilan #${c.n}`,
			interest: 0,
			tenure: 3,
			dueDate: 10,
		}),
		full: (c) => ({
			name: 'Budi Santoso',
			email: `budi.cicil.${c.n}@example.com`,
			mobile: '081298765432',
			amount: 6_000_000,
			description: `Motor cicilan #${c.n}`,
			interest: 2.5,
			tenure: 12,
			dueDate: 25,
		}),
	},
	{
		resource: 'installment',
		operation: 'get',
		prepare: ({ sb }) => ({ id: list(sb, 'installments')[0].id }),
		minimal: (c) => ({ installmentId: rl(c.id) }),
		full: (c) => ({ installmentId: rl(c.id) }),
	},
	{
		resource: 'installment',
		operation: 'getMany',
		prepare: ({ sb }) => ({ customerId: list(sb, 'installments')[0].customerId }),
		minimal: () => ({}),
		full: (c) => ({ returnAll: true, filters: { customerId: c.customerId, status: 'active' } }),
	},

	// Invoice
	{
		resource: 'invoice',
		operation: 'create',
		prepare: () => ({ n: next() }),
		minimal: (c) => ({
			name: 'Siti Rahma',
			email: `siti.${c.n}@example.com`,
			mobile: '081234567890',
			description: `Order #${c.n}`,
			items: lines(c.n),
			expiredAt: inDays(7),
			redirectUrl: 'https://shop.example.com/thanks',
		}),
		full: (c) => ({
			name: 'Siti Rahma',
			email: `siti.${c.n}@example.com`,
			mobile: '081234567890',
			description: `Order #${c.n}`,
			itemsInput: 'fields',
			items: lines(c.n),
			expiredAt: inDays(7),
			redirectUrl: 'https://shop.example.com/thanks',
			additionalFields: {
				cashtag: 'tokositi',
				extraData: JSON.stringify({ orderId: `A-${c.n}` }),
				paymentMethod: 'QRIS',
			},
		}),
		also: {
			itemsJson: (c) => ({
				name: 'Siti Rahma',
				email: `siti.${c.n}@example.com`,
				mobile: '081234567890',
				description: `Order #${c.n}`,
				itemsInput: 'json',
				itemsJson: '={{ $json.lines }}',
				expiredAt: inDays(7),
				redirectUrl: 'https://shop.example.com/thanks',
			}),
		},
		items: (c) => [{ lines: jsonLines(c.n) }],
	},
	{
		resource: 'invoice',
		operation: 'get',
		prepare: ({ sb }) => ({ id: list(sb, 'invoices')[0].id }),
		minimal: (c) => ({ invoiceId: rl(c.id) }),
		full: (c) => ({ invoiceId: rl(c.id), simplify: false }),
	},
	{
		resource: 'invoice',
		operation: 'getMany',
		minimal: () => ({}),
		full: () => ({
			returnAll: true,
			simplify: false,
			filters: { search: 'Kopi', status: 'active' },
		}),
		also: { pages: () => ({ returnAll: true }) },
	},
	{
		resource: 'invoice',
		operation: 'getManyByEmail',
		prepare: ({ sb }) => {
			const inv = list(sb, 'invoices').find(
				(r) => r.status === 'active' && txOf(sb, r.transactionId)?.status === 'created',
			) as Rec;
			return { email: customer(sb, inv.customerId as string).email };
		},
		minimal: (c) => ({ email: c.email }),
		full: (c) => ({
			email: c.email,
			returnAll: true,
			simplify: false,
			filters: { status: 'active' },
		}),
	},
	{
		resource: 'invoice',
		operation: 'setStatus',
		prepare: ({ sb }) => ({ id: openLink(sb, 'invoices').id }),
		minimal: (c) => ({ invoiceId: rl(c.id) }),
		full: (c) => ({ invoiceId: rl(c.id), status: 'unlisted' }),
	},
	{
		resource: 'invoice',
		operation: 'update',
		prepare: ({ sb }) => ({ id: openLink(sb, 'invoices').id, n: next() }),
		minimal: (c) => ({ invoiceId: rl(c.id), items: lines(c.n) }),
		full: (c) => ({
			invoiceId: rl(c.id),
			itemsInput: 'fields',
			items: lines(c.n),
			updateFields: {
				description: `Order #${c.n} (revisi)`,
				expiredAt: inDays(14),
				notes: 'Terima kasih',
				redirectUrl: 'https://shop.example.com/thanks',
				tax: 11,
			},
		}),
		also: {
			itemsJson: (c) => ({
				invoiceId: rl(c.id),
				itemsInput: 'json',
				itemsJson: '={{ $json.lines }}',
			}),
		},
		items: (c) => [{ lines: jsonLines(c.n) }],
	},

	// License (software)
	{
		resource: 'license',
		operation: 'verify',
		prepare: ({ sb }) => activeLicense(list(sb, 'licenses') as unknown as License[]),
		minimal: (c) => ({ licenseCode: c.licenseCode, productId: rl(c.productId) }),
		full: (c) => ({
			licenseCode: c.licenseCode,
			productId: rl(c.productId),
			options: { failOnUnknown: true },
		}),
	},

	// Membership
	{
		resource: 'membership',
		operation: 'cancelMember',
		prepare: ({ sb }) => ({
			productId: memberships(sb).mainProductId,
			memberId: activeMember(sb).memberId,
		}),
		minimal: (c) => ({ productId: rl(c.productId), memberId: c.memberId }),
		full: (c) => ({ productId: rl(c.productId), memberId: c.memberId }),
	},
	{
		resource: 'membership',
		operation: 'createMemberInvoice',
		prepare: ({ sb }) => ({
			productId: memberships(sb).mainProductId,
			memberId: activeMember(sb).memberId,
		}),
		minimal: (c) => ({ productId: rl(c.productId), memberId: c.memberId }),
		full: (c) => ({ productId: rl(c.productId), memberId: c.memberId }),
	},
	{
		resource: 'membership',
		operation: 'getMember',
		prepare: ({ sb }) => ({
			productId: memberships(sb).mainProductId,
			memberId: activeMember(sb).memberId,
		}),
		minimal: (c) => ({ productId: rl(c.productId), memberId: c.memberId }),
		full: (c) => ({ productId: rl(c.productId), memberId: c.memberId, simplify: false }),
	},
	{
		resource: 'membership',
		operation: 'getMembers',
		prepare: ({ sb }) => ({ productId: memberships(sb).mainProductId }),
		minimal: (c) => ({ productId: rl(c.productId) }),
		full: (c) => ({
			productId: rl(c.productId),
			returnAll: true,
			simplify: false,
			filters: {
				isChurnedMember: true,
				startDate: '2020-01-01T00:00:00Z',
				endDate: inDays(1),
				searchTerm: 'example.com',
			},
		}),
		also: { pages: (c) => ({ productId: rl(c.productId), returnAll: true }) },
	},
	{
		resource: 'membership',
		operation: 'getTiers',
		prepare: ({ sb }) => ({ productId: memberships(sb).mainProductId }),
		minimal: (c) => ({ productId: rl(c.productId) }),
		full: (c) => ({ productId: rl(c.productId), returnAll: true }),
	},
	{
		resource: 'membership',
		operation: 'registerMember',
		prepare: ({ sb }) => {
			const productId = memberships(sb).mainProductId;
			return {
				productId,
				tierId: tiersOf(sb, productId).find((t) => t.limit === null)?.id,
				n: next(),
			};
		},
		minimal: (c) => ({
			productId: rl(c.productId),
			membershipTierId: c.tierId,
			name: 'Rina Lestari',
			email: `rina.member.${c.n}@example.com`,
			mobile: '081234567890',
			membershipMonthlyPeriod: 1,
		}),
		full: (c) => ({
			productId: rl(c.productId),
			membershipTierId: c.tierId,
			name: 'Rina Lestari',
			email: `rina.member.${c.n}@example.com`,
			mobile: '081234567890',
			membershipMonthlyPeriod: 3,
		}),
	},
	{
		resource: 'membership',
		operation: 'updateMember',
		prepare: ({ sb }) => {
			const m = activeMember(sb);
			const productId = memberships(sb).mainProductId;
			return {
				productId,
				memberId: m.memberId,
				tierId: tiersOf(sb, productId).find((t) => t.id !== m.membershipTierId)?.id,
			};
		},
		minimal: (c) => ({
			productId: rl(c.productId),
			memberId: c.memberId,
			updateFields: { status: 'active' },
		}),
		full: (c) => ({
			productId: rl(c.productId),
			memberId: c.memberId,
			updateFields: {
				expiredAt: inDays(200),
				membershipMonthlyPeriod: 6,
				nextPayment: inDays(180),
				status: 'active',
				membershipTierId: c.tierId,
			},
		}),
	},

	// Payment Channel
	{
		resource: 'paymentChannel',
		operation: 'getMany',
		minimal: () => ({}),
		full: () => ({
			output: 'channels',
			filters: { activeOnly: true, types: ['va', 'qris', 'ewallet'] },
		}),
		also: { settings: () => ({ output: 'settings' }) },
	},

	// Payment Link
	{
		resource: 'paymentLink',
		operation: 'getManySorted',
		// The seed holds a handful of products per type; `pages` first makes generic links until that list is
		// longer than one page, so the cursor is followed.
		prepare: async ({ sb }, variant) => {
			if (variant === 'pages') await addPaymentLinks(sb, 60);
			return {};
		},
		minimal: () => ({ productType: 'generic_link' }),
		full: () => ({ productType: 'event', returnAll: true }),
		also: { pages: () => ({ productType: 'generic_link', returnAll: true }) },
	},

	// Payment Request
	{
		resource: 'paymentRequest',
		operation: 'create',
		prepare: () => ({ n: next() }),
		minimal: (c) => ({ amount: 150_000 + c.n * 1_000, name: 'Budi Santoso' }),
		full: (c) => ({
			amount: 150_000 + c.n * 1_000,
			name: 'Budi Santoso',
			additionalFields: {
				cashtag: 'tokobudi',
				email: `budi.pr.${c.n}@example.com`,
				mobile: '081234567890',
				description: 'Konsultasi 1 jam',
				expiredAt: inDays(7),
				extraData: JSON.stringify({ orderId: `PR-${c.n}` }),
				paymentMethod: 'QRIS',
			},
		}),
	},
	{
		resource: 'paymentRequest',
		operation: 'get',
		prepare: ({ sb }) => ({ id: list(sb, 'paymentRequests')[0].id }),
		minimal: (c) => ({ paymentRequestId: rl(c.id) }),
		full: (c) => ({ paymentRequestId: rl(c.id), simplify: false }),
	},
	{
		resource: 'paymentRequest',
		operation: 'getMany',
		minimal: () => ({}),
		full: () => ({ returnAll: true, simplify: false, filters: { status: 'unpaid' } }),
		also: { pages: () => ({ returnAll: true }) },
	},
	{
		resource: 'paymentRequest',
		operation: 'setStatus',
		prepare: ({ sb }) => ({ id: openLink(sb, 'paymentRequests').id }),
		minimal: (c) => ({ paymentRequestId: rl(c.id) }),
		full: (c) => ({ paymentRequestId: rl(c.id), status: 'unlisted' }),
	},
	{
		resource: 'paymentRequest',
		operation: 'simulate',
		prepare: ({ sb }) => ({ transactionId: openLink(sb, 'paymentRequests').transactionId }),
		minimal: (c) => ({ transactionId: c.transactionId }),
		full: (c) => ({ transactionId: c.transactionId }),
	},
	{
		resource: 'paymentRequest',
		operation: 'update',
		prepare: ({ sb }) => ({ id: openLink(sb, 'paymentRequests').id, n: next() }),
		minimal: (c) => ({ paymentRequestId: rl(c.id), amount: 200_000 + c.n * 1_000 }),
		full: (c) => ({
			paymentRequestId: rl(c.id),
			amount: 200_000 + c.n * 1_000,
			updateFields: {
				cashtag: 'tokobudi',
				email: `rina.pr.${c.n}@example.com`,
				mobile: '+6281298765432',
				name: 'Rina Lestari',
				description: 'Harga baru',
				expiredAt: inDays(10),
				extraData: JSON.stringify({ orderId: `PRU-${c.n}` }),
				paymentMethod: 'QRIS',
			},
		}),
	},

	// Product
	{
		resource: 'product',
		operation: 'createDigitalProduct',
		prepare: () => ({ n: next() }),
		minimal: (c) => ({
			name: `Template Excel Keuangan ${c.n}`,
			description: 'Template siap pakai',
			amount: 99000,
			redirectUrl: 'https://example.com/download',
		}),
		full: (c) => ({
			name: `Template Excel Keuangan ${c.n}`,
			description: 'Template siap pakai',
			amount: 99000,
			redirectUrl: 'https://example.com/download',
			additionalFields: {
				crossoutPrice: 149000,
				expiredAt: inDays(60),
				notes: 'PDF dan XLSX',
				purchaseLimit: 500,
				tax: 11,
			},
		}),
	},
	{
		resource: 'product',
		operation: 'createEvent',
		prepare: () => ({ n: next() }),
		minimal: (c) => ({
			name: `Workshop Batik Tulis ${c.n}`,
			description: 'Workshop 2 hari',
			amount: 350000,
			paymentType: 'paid',
			startAt: inDays(1),
			eventStartAt: inDays(20),
			eventEndAt: inDays(21),
			expiredAt: inDays(19),
		}),
		full: (c) => ({
			name: `Workshop Batik Tulis ${c.n}`,
			description: 'Workshop 2 hari',
			amount: 350000,
			paymentType: 'paid',
			startAt: inDays(1),
			eventStartAt: inDays(20),
			eventEndAt: inDays(21),
			expiredAt: inDays(19),
			additionalFields: {
				crossoutPrice: 500000,
				eventAddress: 'Jl. Malioboro 1, Yogyakarta',
				eventUrl: 'https://meet.example.com/batik',
				maxTicket: 40,
				notes: 'Bawa kain sendiri',
				isOnlineEvent: false,
				purchaseLimit: 2,
				redirectUrl: 'https://example.com/terima-kasih',
				terms: 'Tidak dapat di-refund',
			},
		}),
	},
	{
		resource: 'product',
		operation: 'createPaymentLink',
		prepare: () => ({ n: next() }),
		minimal: (c) => ({ name: `Jasa Desain Logo ${c.n}`, amount: 150000 }),
		full: (c) => ({
			name: `Jasa Desain Logo ${c.n}`,
			amount: 150000,
			additionalFields: {
				coverImage: 'https://cdn.example.com/images/logo.jpg',
				description: 'Desain logo dengan 3 revisi',
				expiredAt: inDays(30),
				notes: 'Kirim brief setelah bayar',
				purchaseLimit: 10,
				redirectUrl: 'https://example.com/terima-kasih',
				tax: 11,
			},
		}),
	},
	{
		resource: 'product',
		operation: 'createWebinar',
		prepare: () => ({ n: next() }),
		minimal: (c) => ({
			name: `Webinar Investasi Saham ${c.n}`,
			description: 'Belajar dasar',
			amount: 100000,
			crossoutPrice: 199000,
			eventUrl: 'https://zoom.us/j/123456',
			paymentType: 'paid',
			startAt: inDays(1),
			eventStartAt: inDays(10),
			eventEndAt: new Date(Date.parse(inDays(10)) + 3 * 3_600_000).toISOString(),
			expiredAt: inDays(9),
		}),
		full: (c) => ({
			name: `Webinar Investasi Saham ${c.n}`,
			description: 'Belajar dasar',
			amount: 100000,
			crossoutPrice: 199000,
			eventUrl: 'https://zoom.us/j/123456',
			paymentType: 'paid',
			startAt: inDays(1),
			eventStartAt: inDays(10),
			eventEndAt: new Date(Date.parse(inDays(10)) + 3 * 3_600_000).toISOString(),
			expiredAt: inDays(9),
			additionalFields: {
				notes: 'Rekaman dikirim',
				purchaseLimit: 1,
				redirectUrl: 'https://example.com/webinar-thanks',
				terms: 'Tidak ada refund',
			},
		}),
	},
	{
		resource: 'product',
		operation: 'get',
		prepare: ({ sb }) => ({ id: products(sb)[0].id }),
		minimal: (c) => ({ productId: rl(c.id) }),
		full: (c) => ({ productId: rl(c.id), simplify: false }),
	},
	{
		resource: 'product',
		operation: 'getMany',
		minimal: () => ({}),
		full: () => ({
			returnAll: true,
			simplify: false,
			filters: { search: 'Kopi', type: 'webinar' },
		}),
		also: { pages: () => ({ returnAll: true }) },
	},
	{
		resource: 'product',
		operation: 'getTransactions',
		prepare: ({ sb }) => {
			const paid = transactions(sb).find(
				(t) => t.status === 'paid' && t.customerId && t.type === 'generic_link',
			) as Rec;
			return { productId: paid.paymentLinkId, customerId: paid.customerId };
		},
		minimal: (c) => ({ productId: rl(c.productId) }),
		full: (c) => ({
			productId: rl(c.productId),
			returnAll: true,
			filters: { customerId: c.customerId, status: 'paid' },
		}),
	},
	{
		resource: 'product',
		operation: 'setStatus',
		prepare: ({ sb }) => ({ id: product(sb, 'course').id }),
		minimal: (c) => ({ productId: rl(c.id) }),
		full: (c) => ({ productId: rl(c.id), status: 'unlisted' }),
	},
	{
		resource: 'product',
		operation: 'updateDigitalProduct',
		prepare: ({ sb }) => ({ id: product(sb, 'digital_product').id, n: next() }),
		minimal: (c) => ({ productId: rl(c.id), updateFields: { notes: 'Versi 2' } }),
		full: (c) => ({
			productId: rl(c.id),
			updateFields: {
				amount: 79000,
				crossoutPrice: 99000,
				description: 'Template siap pakai, versi 2',
				expiredAt: inDays(90),
				link: `template-excel-v2-${c.n}`,
				name: `Template Excel Keuangan v2 ${c.n}`,
				notes: 'Versi 2',
				purchaseLimit: 100,
				redirectUrl: 'https://example.com/download-v2',
				tax: 11,
			},
		}),
	},
	{
		resource: 'product',
		operation: 'updateEvent',
		prepare: ({ sb }) => ({ id: product(sb, 'event').id, n: next() }),
		minimal: (c) => ({ productId: rl(c.id), updateFields: { notes: 'Jadwal tetap' } }),
		full: (c) => ({
			productId: rl(c.id),
			updateFields: {
				amount: 400000,
				crossoutPrice: 550000,
				description: 'Workshop 2 hari, jadwal baru',
				eventAddress: 'Jl. Malioboro 2, Yogyakarta',
				eventEndAt: inDays(41),
				eventStartAt: inDays(40),
				eventUrl: 'https://meet.example.com/batik-2',
				expiredAt: inDays(39),
				link: `workshop-batik-${c.n}`,
				maxTicket: 30,
				name: `Workshop Batik Tulis (baru) ${c.n}`,
				notes: 'Jadwal baru',
				isOnlineEvent: true,
				paymentType: 'paid',
				purchaseLimit: 2,
				redirectUrl: 'https://example.com/terima-kasih',
				startAt: inDays(1),
				terms: 'Tidak dapat di-refund',
			},
		}),
	},
	{
		resource: 'product',
		operation: 'updatePaymentLink',
		prepare: ({ sb }) => ({ id: product(sb, 'generic_link').id, n: next() }),
		minimal: (c) => ({ productId: rl(c.id), updateFields: { name: 'Pembayaran Jasa' } }),
		full: (c) => ({
			productId: rl(c.id),
			updateFields: {
				amount: 175000,
				coverImage: 'https://cdn.example.com/images/jasa.jpg',
				description: 'Pembayaran jasa, harga baru',
				expiredAt: inDays(30),
				link: `jasa-desain-baru-${c.n}`,
				name: `Jasa Desain Logo Premium ${c.n}`,
				notes: 'Kirim brief setelah bayar',
				purchaseLimit: 5,
				redirectUrl: 'https://example.com/terima-kasih',
				tax: 11,
			},
		}),
	},
	{
		resource: 'product',
		operation: 'updateWebinar',
		prepare: ({ sb }) => ({ id: product(sb, 'webinar').id, n: next() }),
		minimal: (c) => ({ productId: rl(c.id), updateFields: { eventUrl: 'https://zoom.us/j/999' } }),
		full: (c) => ({
			productId: rl(c.id),
			updateFields: {
				amount: 120000,
				crossoutPrice: 220000,
				description: 'Belajar dasar, sesi baru',
				eventEndAt: new Date(Date.parse(inDays(30)) + 2 * 3_600_000).toISOString(),
				eventStartAt: inDays(30),
				eventUrl: 'https://zoom.us/j/999',
				expiredAt: inDays(29),
				link: `webinar-saham-${c.n}`,
				name: `Webinar Investasi Saham (sesi 2) ${c.n}`,
				notes: 'Link baru',
				paymentType: 'paid',
				purchaseLimit: 1,
				redirectUrl: 'https://example.com/webinar-thanks',
				startAt: inDays(1),
				terms: 'Tidak ada refund',
			},
		}),
	},

	// QR Code
	{
		resource: 'qrCode',
		operation: 'createDynamic',
		prepare: () => ({ n: next() }),
		minimal: (c) => ({ amount: 25000 + c.n }),
		full: (c) => ({ amount: 25000 + c.n, download: true, binaryPropertyName: 'qris' }),
	},
	{
		resource: 'qrCode',
		operation: 'getStatic',
		minimal: () => ({}),
		full: () => ({ download: true, binaryPropertyName: 'qris' }),
	},

	// Review
	{
		resource: 'review',
		operation: 'bulkUpdateStatus',
		prepare: ({ sb }) => {
			const picked = [fresh(reviews(sb), 'review'), fresh(reviews(sb), 'review')];
			return {
				ids: picked.map((r) => r.id),
				rows: picked.map((r) => ({ id: r.id, status: 'ACTIVE', paymentLinkId: r.paymentLinkId })),
			};
		},
		minimal: (c) => ({ reviewIds: c.ids.join(',') }),
		full: (c) => ({ inputMode: 'ids', reviewIds: c.ids.join(', '), status: 'INACTIVE' }),
		also: { reviewsJson: (c) => ({ inputMode: 'json', reviewsJson: JSON.stringify(c.rows) }) },
	},
	{
		resource: 'review',
		operation: 'create',
		prepare: ({ sb }) => unreviewedBuyer(sb),
		minimal: (c) => ({ paymentLinkId: rl(c.paymentLinkId), customerEmail: c.email, rating: 5 }),
		full: (c) => ({
			paymentLinkId: rl(c.paymentLinkId),
			customerEmail: c.email,
			rating: 4,
			additionalFields: {
				contentReview: JSON.stringify([{ type: 'image', multipleFileId: 'file-123' }]),
				message: 'Materinya jelas.',
			},
		}),
	},
	{
		resource: 'review',
		operation: 'getCustomerReview',
		prepare: ({ sb }) => reviews(sb)[0],
		minimal: (c) => ({ paymentLinkId: rl(c.paymentLinkId), customerId: rl(c.customerId) }),
		full: (c) => ({ paymentLinkId: rl(c.paymentLinkId), customerId: rl(c.customerId) }),
	},
	{
		resource: 'review',
		operation: 'getMany',
		prepare: ({ sb }) => ({ paymentLinkId: reviewedProduct(sb) }),
		minimal: () => ({}),
		full: (c) => ({
			returnAll: true,
			filters: { paymentLinkId: c.paymentLinkId, rating: 5, status: 'ACTIVE' },
		}),
		also: { pages: () => ({ returnAll: true }) },
	},
	{
		resource: 'review',
		operation: 'getProductReviews',
		prepare: ({ sb }) => ({ paymentLinkId: reviewedProduct(sb) }),
		minimal: (c) => ({ paymentLinkId: rl(c.paymentLinkId) }),
		full: (c) => ({
			paymentLinkId: rl(c.paymentLinkId),
			returnAll: true,
			filters: { prioritizeMessage: true, rating: 5 },
		}),
	},
	{
		resource: 'review',
		operation: 'getProductStats',
		prepare: ({ sb }) => ({ paymentLinkId: reviewedProduct(sb) }),
		minimal: (c) => ({ paymentLinkId: rl(c.paymentLinkId) }),
		full: (c) => ({ paymentLinkId: rl(c.paymentLinkId) }),
	},
	{ resource: 'review', operation: 'getStoreStats', minimal: () => ({}), full: () => ({}) },
	{
		resource: 'review',
		operation: 'update',
		prepare: ({ sb }) => {
			const r = fresh(reviews(sb), 'review');
			return {
				id: r.id,
				paymentLinkId: r.paymentLinkId,
				customerId: r.customerId,
				email: customer(sb, r.customerId).email,
			};
		},
		minimal: (c) => ({
			reviewId: c.id,
			paymentLinkId: rl(c.paymentLinkId),
			updateFields: { rating: 4 },
		}),
		full: (c) => ({
			reviewId: c.id,
			paymentLinkId: rl(c.paymentLinkId),
			updateFields: {
				contentReview: JSON.stringify([{ type: 'video', multipleFileId: 'file-456' }]),
				customerEmail: c.email,
				customerId: c.customerId,
				deleteContentReview: 'content-1, content-2',
				message: 'Ternyata kurang.',
				rating: 2,
			},
		}),
	},

	// SaaS License
	{
		resource: 'saasLicense',
		operation: 'activate',
		prepare: ({ sb }) =>
			fresh(
				list(sb, 'saasLicenses') as unknown as Array<License & { id: string }>,
				'SaaS license',
				(l) => l.licenseCode,
			),
		minimal: (c) => ({ licenseCode: c.licenseCode, productId: rl(c.productId) }),
		full: (c) => ({ licenseCode: c.licenseCode, productId: rl(c.productId) }),
	},
	{
		resource: 'saasLicense',
		operation: 'deactivate',
		prepare: ({ sb }) =>
			fresh(
				list(sb, 'saasLicenses') as unknown as Array<License & { id: string }>,
				'SaaS license',
				(l) => l.licenseCode,
			),
		minimal: (c) => ({ licenseCode: c.licenseCode, productId: rl(c.productId) }),
		full: (c) => ({ licenseCode: c.licenseCode, productId: rl(c.productId) }),
	},
	{
		resource: 'saasLicense',
		operation: 'verify',
		prepare: ({ sb }) => activeLicense(list(sb, 'saasLicenses') as unknown as License[]),
		minimal: (c) => ({ licenseCode: c.licenseCode, productId: rl(c.productId) }),
		full: (c) => ({
			licenseCode: c.licenseCode,
			productId: rl(c.productId),
			options: { failOnUnknown: true },
		}),
	},

	// Transaction
	{
		resource: 'transaction',
		operation: 'get',
		prepare: ({ sb }) => ({ id: transactions(sb).find((t) => t.status === 'paid')?.id }),
		minimal: (c) => ({ transactionId: c.id }),
		full: (c) => ({ transactionId: c.id, simplify: false }),
	},
	{ resource: 'transaction', operation: 'getDailySummary', minimal: () => ({}), full: () => ({}) },
	{
		resource: 'transaction',
		operation: 'getMany',
		prepare: ({ sb }) => {
			const t = transactions(sb).find((x) => x.status === 'paid' && x.customerId) as Rec;
			return { customerId: t.customerId, paymentLinkId: t.paymentLinkId, type: t.type };
		},
		minimal: () => ({}),
		full: (c) => ({
			returnAll: true,
			simplify: false,
			filters: {
				customerId: c.customerId,
				endAt: inDays(0),
				paymentLinkId: c.paymentLinkId,
				startAt: inDays(-400),
				status: 'settled',
				type: c.type,
			},
		}),
		also: { pages: () => ({ returnAll: true }) },
	},
	{
		resource: 'transaction',
		operation: 'getManyUnpaid',
		prepare: ({ sb }) => {
			const t = transactions(sb).find((x) => x.status === 'created' && x.customerId) as Rec;
			return { customerId: t.customerId, paymentLinkId: t.paymentLinkId };
		},
		minimal: () => ({}),
		full: (c) => ({
			returnAll: true,
			simplify: false,
			filters: {
				customerId: c.customerId,
				endAt: inDays(1),
				paymentLinkId: c.paymentLinkId,
				startAt: inDays(-400),
				status: 'active',
			},
		}),
		also: { pages: () => ({ returnAll: true }) },
	},

	// Webhook
	{
		resource: 'webhook',
		operation: 'getHistory',
		prepare: async (env) => {
			if (!webhookRows(env.sb).some((h) => h.type === 'payment.received')) await deliverOnce(env);
			return { hookUrl: env.hookUrl };
		},
		minimal: () => ({}),
		full: (c) => ({
			returnAll: true,
			filters: {
				startAt: inDays(-30),
				endAt: inDays(1),
				type: 'payment.received',
				status: 'SUCCESS',
				urlDestination: c.hookUrl,
			},
			options: { parsePayload: false },
		}),
	},
	{
		resource: 'webhook',
		operation: 'getNewHistory',
		minimal: () => ({}),
		full: () => ({ returnAll: true, options: { parsePayload: false } }),
	},
	{
		resource: 'webhook',
		operation: 'retryDelivery',
		prepare: async (env) => {
			if (!webhookRows(env.sb).length) await deliverOnce(env);
			(env.sb.store.account as IDataObject).urlHook = env.hookUrl; // Mayar retries to the account's URL
			const tx = transactions(env.sb).find((t) => t.status === 'paid') as Rec;
			return {
				paymentLinkId: tx.paymentLinkId,
				transactionId: tx.id,
				historyId: webhookRows(env.sb)[0].id,
			};
		},
		minimal: (c) => ({ type: 'payment.received', payload: webhookPayload(c.transactionId) }),
		full: (c) => ({
			retryBy: 'fields',
			type: 'payment.received',
			payload: webhookPayload(c.transactionId),
			paymentLinkId: c.paymentLinkId,
			paymentLinkTransactionId: c.transactionId,
		}),
		also: { historyId: (c) => ({ retryBy: 'historyId', webhookHistoryId: c.historyId }) },
	},
	{
		resource: 'webhook',
		operation: 'sendTest',
		prepare: ({ hookUrl }) => ({ hookUrl }),
		minimal: (c) => ({ urlHook: c.hookUrl }),
		full: (c) => ({ urlHook: c.hookUrl }),
	},
	{
		resource: 'webhook',
		operation: 'setUrl',
		prepare: ({ hookUrl }) => ({ hookUrl }),
		minimal: (c) => ({ urlHook: c.hookUrl }),
		full: (c) => ({
			urlHook: c.hookUrl,
			options: { webhookConfig: JSON.stringify({ events: ['payment.received'] }) },
		}),
	},
];
