import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection, getList, listFields } from '../../helpers/fields';
import type { OperationResult } from '../types';
import { parsePayloadOption, withParsedPayload } from './shared';

/** Mayar's payload is JSON text; the output has it parsed (Parse Payload, on by default). */
export const reshapes = ['payload'];

export const description: INodeProperties[] = [
	...listFields('webhook deliveries'),
	collection('options', [parsePayloadOption]),
];

/**
 * GET /hl/v2/webhooks/new-history (V2 only, Mayar's newer store): like Get History with ISO dates and
 * Webhooktype; paymentLinkId is null for membership events.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const options = this.getNodeParameter('options', i, {}) as { parsePayload?: boolean };
	const rows = await getList(this, i, { method: 'GET', path: '/hl/v2/webhooks/new-history' });
	return withParsedPayload(rows, options.parsePayload !== false);
}
