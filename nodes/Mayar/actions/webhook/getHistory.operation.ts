import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection, filtersCollection, getList, listFields } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import type { OperationResult } from '../types';
import { eventTypeOptions, parsePayloadOption, withParsedPayload } from './shared';

/** Mayar's payload is JSON text; the output has it parsed (Parse Payload, on by default). */
export const reshapes = ['payload'];

export const description: INodeProperties[] = [
	...listFields('webhook deliveries'),
	filtersCollection([
		{
			displayName: 'Created After',
			name: 'startAt',
			type: 'dateTime',
			default: '',
			description: 'Deliveries created from this moment on',
		},
		{
			displayName: 'Created Before',
			name: 'endAt',
			type: 'dateTime',
			default: '',
			description: 'Deliveries created up to this moment',
		},
		{
			displayName: 'Event',
			name: 'type',
			type: 'options',
			options: eventTypeOptions,
			default: 'payment.received',
			description:
				'Only deliveries of this event. Another name (such as the test ping, testing) can be given by expression.',
		},
		{
			displayName: 'Status',
			name: 'status',
			type: 'options',
			options: [
				{ name: 'Failed', value: 'FAILED' },
				{ name: 'Success', value: 'SUCCESS' },
			],
			default: 'SUCCESS',
			description: 'Deliveries that ended this way',
		},
		{
			displayName: 'URL Destination',
			name: 'urlDestination',
			type: 'string',
			default: '',
			description: 'Deliveries sent to this URL',
		},
	]),
	collection('options', [parsePayloadOption]),
];

/** GET /hl/v2/webhooks/history: one item per delivery attempt; dates as epoch ms, payload parsed by default. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const options = this.getNodeParameter('options', i, {}) as { parsePayload?: boolean };
	const qs = v.compact({
		type: filters.type ? v.text(this, i, 'type', filters.type, false, 100) : undefined,
		status: filters.status
			? v.oneOf(this, i, 'status', filters.status, ['FAILED', 'SUCCESS'])
			: undefined,
		urlDestination: filters.urlDestination
			? v.url(this, i, 'urlDestination', filters.urlDestination, false)
			: undefined,
		...v.epochRange(this, i, filters),
	} as IDataObject);
	const rows = await getList(this, i, { method: 'GET', path: '/hl/v2/webhooks/history', qs });
	return withParsedPayload(rows, options.parsePayload !== false);
}
