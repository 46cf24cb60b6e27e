/**
 * What the Mayar Trigger tests share (trigger.test.ts, triggerDelivery.test.ts, and their .live twins): one sandbox
 * per file under the suite's profile, and the helpers that make triggers, deliveries and transactions.
 */
import type { IDataObject } from 'n8n-workflow';

import { credentialsFor, type Sandbox } from '../harness/sandbox';
import { sandboxPerSuite } from '../harness/suite';
import { logs, TriggerHarness } from '../harness/trigger';

export let sb: Sandbox;
sandboxPerSuite((started) => (sb = started));

export const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const HEX64 = /^[0-9a-f]{64}$/;
/** An Automatic publish's token: its time in base 36, a dot, an HMAC of it (trigger/token.ts). */
export const PUBLISH_TOKEN = /^[0-9a-z]{1,12}\.[0-9a-f]{64}$/;
export const RANDOM_UUID = '0d9f8e7a-6b5c-4d3e-8f21-a0b1c2d3e4f5';

export function trigger(parameters: IDataObject, key?: string): TriggerHarness {
	return new TriggerHarness({ parameters, credentials: credentialsFor(sb, key) });
}

/** A payment delivery in the shape of Mayar's captured examples (data.id = data.transactionId). */
export function paymentDelivery(
	event: string,
	transactionId: string,
	extra: IDataObject = {},
): IDataObject {
	return {
		event,
		data: {
			id: transactionId,
			transactionId,
			status: 'SUCCESS',
			transactionStatus: event === 'payment.received' ? 'paid' : 'created',
			createdAt: '2026-11-20T09:35:43.635Z',
			updatedAt: '2026-11-20T09:35:43.635Z',
			merchantName: 'Toko Sandbox',
			customerName: 'Budi',
			customerEmail: 'budi@example.test',
			amount: 150000,
			productName: 'Ebook',
			...extra,
		},
	};
}

export function paidTransactionId(): string {
	const rows = (sb.addPaidTransactions as (n: number) => IDataObject[])(1);
	return String(rows[0].paymentLinkTransactionId);
}

export function unpaidTransaction(options: IDataObject = {}): IDataObject {
	return (sb.addUnpaidTransactions as (n: number, o?: IDataObject) => IDataObject[])(1, options)[0];
}

export function messages(level: string): string[] {
	return logs.filter((l) => l.level === level).map((l) => l.message);
}

/** An Automatic-mode trigger, activated against the sandbox. */
export async function activeAutomatic(
	parameters: IDataObject = {},
): Promise<{ t: TriggerHarness; token: string }> {
	const t = trigger({ registration: 'automatic', events: ['*'], ...parameters });
	expect(await t.activate()).toBe(true);
	sb.clearLog();
	logs.length = 0;
	return { t, token: String(t.staticData.token) };
}
