import { createHash } from 'node:crypto';
import type { IDataObject } from 'n8n-workflow';

import { idString, isBlank, isPlainObject } from '../helpers/values';
import { PAYMENT_EVENTS, RECORD_EVENTS, TEST_EVENT } from './events';

export interface Delivery {
	event: string;
	data: IDataObject;
}

export type ParseResult = { ok: true; delivery: Delivery } | { ok: false; problem: string };

const EVENT_NAME = /^[A-Za-z0-9_.:-]{1,100}$/;

/**
 * The body n8n parsed, or the raw text when it could not (a JSON body sent without a JSON content type).
 */
function bodyOf(body: unknown, rawBody: unknown): unknown {
	if (isPlainObject(body) && Object.keys(body).length > 0) return body;
	let text: string | undefined;
	if (typeof body === 'string') text = body;
	else if (rawBody instanceof Uint8Array) text = Buffer.from(rawBody).toString('utf8');
	else if (typeof rawBody === 'string') text = rawBody;
	if (text === undefined || isBlank(text)) return body;
	try {
		return JSON.parse(text) as unknown;
	} catch {
		return undefined;
	}
}

/** A delivery is a JSON object `{event: string, data: object}`; only the test ping may come without data. */
export function parseDelivery(body: unknown, rawBody?: unknown): ParseResult {
	const parsed = bodyOf(body, rawBody);
	if (!isPlainObject(parsed)) return { ok: false, problem: 'the body is not a JSON object' };
	const { event, data } = parsed;
	if (typeof event !== 'string' || !EVENT_NAME.test(event)) {
		return { ok: false, problem: 'the body has no event name (a string in "event")' };
	}
	if (data === undefined && event === TEST_EVENT)
		return { ok: true, delivery: { event, data: {} } };
	if (!isPlainObject(data)) return { ok: false, problem: '"data" is not a JSON object' };
	return { ok: true, delivery: { event, data } };
}

/** Payment deliveries name the transaction in data.transactionId; older ones only in data.id (the same value). */
export function transactionIdOf(data: IDataObject): string | undefined {
	return idString(data.transactionId) ?? idString(data.id);
}

/** Key order does not change the digest. */
function stableJson(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
	if (isPlainObject(value)) {
		return `{${Object.keys(value)
			.sort()
			.map((k) => `${JSON.stringify(k)}:${stableJson(value[k])}`)
			.join(',')}}`;
	}
	return JSON.stringify(value) ?? 'null';
}

function digestOf(data: IDataObject): string {
	return `sha256:${createHash('sha256').update(stableJson(data), 'utf8').digest('hex').slice(0, 32)}`;
}

/**
 * The same business event always gets the same key, so a repeated delivery can be dropped with n8n's Remove
 * Duplicates node ("Remove items processed in previous executions", value {{ $json.dedupeKey }}):
 * - payment events: event + transaction ID;
 * - membership events: event + member ID + status;
 * - shipper.status: event + ID + status;
 * - records of the polling trigger's own events (new unpaid transaction, new customer): event + record ID;
 * - anything else, or a delivery missing those fields: event + a digest of data.
 */
export function dedupeKeyOf(
	event: string,
	data: IDataObject,
	confirmedTransactionId?: string,
): string {
	if (PAYMENT_EVENTS.has(event)) {
		const id = confirmedTransactionId ?? transactionIdOf(data);
		if (id) return `${event}:${id}`;
	} else if (event.startsWith('membership.')) {
		const member = idString(data.memberId);
		if (member) return `${event}:${member}:${idString(data.status) ?? ''}`;
	} else if (RECORD_EVENTS.has(event)) {
		const id = idString(data.id);
		if (id) return `${event}:${id}`;
	} else if (event === 'shipper.status') {
		const id = idString(data.id) ?? transactionIdOf(data);
		if (id) return `${event}:${id}:${idString(data.status) ?? ''}`;
	}
	return `${event}:${digestOf(data)}`;
}
