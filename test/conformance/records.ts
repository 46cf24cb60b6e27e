/**
 * What the conformance cases (./cases.ts) share: the records their prepare finds or makes in the sandbox's store (test
 * setup, not through the node), handed out once each by `fresh`, and the parameter values several cases use.
 */
import type { IDataObject } from 'n8n-workflow';

import type { Sandbox } from '../harness/sandbox';
import type { Env, Variant } from './cases';

const DAY = 86_400_000;
export const rl = (value: string) => ({ __rl: true, mode: 'id', value });
/** A well-formed ID of no record: the operations' refusals (facts `refusals`) ask Mayar for it. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
let seq = 0;
/** A number unique in this run: distinct e-mails, amounts, codes and slugs keep the duplicate guard out of the way. */
export const next = () => ++seq;

export type Rec = IDataObject & { id: string };
export const list = (sb: Sandbox, key: string) => (sb.store[key] ?? []) as Rec[];
export const products = (sb: Sandbox) =>
	list(sb, 'products') as Array<Rec & { type: string; status: string; link: string }>;
export const transactions = (sb: Sandbox) =>
	list(sb, 'transactions') as Array<
		Rec & { status: string; customerId: string | null; paymentLinkId: string; type: string }
	>;
export const customers = (sb: Sandbox) => list(sb, 'customers') as Array<Rec & { email: string }>;
export const customer = (sb: Sandbox, id: string) =>
	customers(sb).find((x) => x.id === id) as Rec & { email: string };
/** Records handed out by `fresh`, so that a state-changing write never gets the same one twice. */
const used = new Set<string>();
/** The first record of `rows` not handed out before. */
export function fresh<T extends { id: string }>(
	rows: T[],
	what: string,
	key: (r: T) => string = (r) => r.id,
): T {
	const found = rows.find((r) => !used.has(key(r)));
	if (!found) throw new Error(`conformance prepare: the sandbox holds no further ${what}`);
	used.add(key(found));
	return found;
}
export const product = (sb: Sandbox, type: string, status = 'active') =>
	fresh(
		products(sb).filter((p) => p.type === type && p.status === status),
		`${status} ${type} product`,
	);
/**
 * Makes active generic links (payment links) until the type holds `total`, through the sandbox's API (not the node),
 * so each gets an id, slug and creation time the sandbox issued itself (its cursors are creation times it issued).
 */
export async function addPaymentLinks(sb: Sandbox, total: number): Promise<void> {
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
export const txOf = (sb: Sandbox, id: unknown) => transactions(sb).find((t) => t.id === id);
/** An invoice or payment request that is open: active, its transaction neither paid nor expired. */
export function openLink(sb: Sandbox, key: 'invoices' | 'paymentRequests'): Rec {
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
export const credit = (sb: Sandbox) => sb.store.credit as unknown as Credit;
/** The credit target of a variant: minimal uses the credit product, full the membership product with its tier. */
export function creditTarget(sb: Sandbox, variant: Variant) {
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
export const memberships = (sb: Sandbox) => sb.store.memberships as unknown as Memberships;
export const tiersOf = (sb: Sandbox, productId: string) =>
	memberships(sb).tiers.filter((t) => t.paymentLinkId === productId);
export const activeMember = (sb: Sandbox) => {
	const ms = memberships(sb);
	return fresh(
		ms.members.filter((m) => m.paymentLinkId === ms.mainProductId && m.status === 'active'),
		'active member',
	);
};

type Review = Rec & {
	paymentLinkId: string;
	customerId: string;
	status: string;
	rating: number;
};
export const reviews = (sb: Sandbox) => list(sb, 'reviews') as Review[];
/** A customer who paid for a product and has not reviewed it yet. */
export function unreviewedBuyer(sb: Sandbox) {
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
export function reviewedProduct(sb: Sandbox): string {
	const count: Record<string, number> = {};
	for (const r of reviews(sb))
		if (r.status === 'ACTIVE') count[r.paymentLinkId] = (count[r.paymentLinkId] ?? 0) + 1;
	return Object.entries(count).sort((a, b) => b[1] - a[1])[0][0];
}

export type License = IDataObject & {
	licenseCode: string;
	productId: string;
	status: string;
	expiredAt: string;
	memberStatus?: string;
};
export const activeLicense = (rows: License[]) =>
	rows.find(
		(l) =>
			l.status === 'ACTIVE' &&
			Date.parse(l.expiredAt) > Date.now() &&
			(l.memberStatus ?? 'active') === 'active',
	) as License;

/** One invoice line set, as the Items fields give it. */
export const lines = (n: number) => ({
	item: [
		{ description: `Kopi Gayo 250 g #${n}`, quantity: 2, rate: 85000 },
		{ description: 'Ongkir', quantity: 1, rate: 15000 },
	],
});
export const jsonLines = (n: number) => [
	{ description: `Sepatu #${n}`, quantity: 1, rate: 250000 },
	{ description: 'Kaos', quantity: 2, rate: 25000 },
];
export const webhookPayload = (tx: string) =>
	JSON.stringify({
		event: 'payment.received',
		data: { id: tx, status: 'SUCCESS', amount: 150000 },
	});
/**
 * Makes one webhook-history row: Mayar (the sandbox) posts a payment.received event to the account URL, here
 * the test's receiver. Sent straight to the sandbox, not through the node; waits until the delivery settled.
 */
export async function deliverOnce({ sb, hookUrl }: Env): Promise<void> {
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
export const webhookRows = (sb: Sandbox) =>
	list(sb, 'webhookHistory') as Array<Rec & { type: string }>;
