/**
 * What the credit tests share (credit*.test.ts): one sandbox per file, its credit store, and the parameters of a credit operation.
 */
import type { IDataObject } from 'n8n-workflow';

import { type Sandbox, startSandbox } from '../harness/sandbox';

export let sb: Sandbox;
beforeAll(async () => (sb = await startSandbox()));
afterAll(async () => sb.close());
beforeEach(() => sb.clearLog());

export const UNKNOWN = '00000000-0000-4000-8000-000000000000';

export interface Balance {
	main: number;
	addon: number;
}
export interface HistoryRow extends IDataObject {
	id: string;
	customerId: string;
	productId: string;
	createdAt: number;
	type: string;
	amount: number;
}
export interface CreditStore {
	balances: Record<string, Balance>;
	history: HistoryRow[];
	checkouts: IDataObject[];
	mainCustomerId: string;
	mainProductId: string;
	seeded: Array<{ customerId: string; productId: string; membershipTierId: string | null }>;
}
export const cr = () => sb.store.credit as unknown as CreditStore;
export const balance = (customerId: string, productId: string, tierId: string | null = null) => {
	const b = cr().balances[`${customerId}|${productId}|${tierId ?? ''}`] ?? { main: 0, addon: 0 };
	return b.main + b.addon;
};
export const historyOf = (customerId: string, productId: string) =>
	cr()
		.history.filter((h) => h.customerId === customerId && h.productId === productId)
		.sort((a, b) => b.createdAt - a.createdAt);
export const products = () =>
	sb.store.products as Array<
		IDataObject & { id: string; type: string; membershipTier?: Array<{ id: string }> }
	>;
export const membershipSeed = () =>
	cr().seeded.find((s) => s.membershipTierId !== null) as {
		customerId: string;
		productId: string;
		membershipTierId: string;
	};
export const nonCreditProduct = () =>
	products().find((p) => p.type === 'digital_product') as IDataObject & { id: string };
export const op = (operation: string, extra: IDataObject = {}): IDataObject => ({
	resource: 'credit',
	operation,
	customerId: cr().mainCustomerId,
	productId: cr().mainProductId,
	...extra,
});
