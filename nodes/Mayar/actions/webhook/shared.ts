import type { IDataObject, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { ALL_EVENTS, EVENT_OPTIONS } from '../../trigger/events';

/** The Trigger's event labels (Payment Received, ...), each with its event name in the description. */
export const eventTypeOptions: INodePropertyOptions[] = EVENT_OPTIONS.filter(
	(o) => o.value !== ALL_EVENTS,
).sort((a, b) => a.name.localeCompare(b.name));

export const parsePayloadOption: INodeProperties = {
	displayName: 'Parse Payload',
	name: 'parsePayload',
	type: 'boolean',
	default: true,
	description:
		"Whether to turn each row's payload (Mayar stores it as JSON text) into an object. Text that is not valid JSON is kept as it is.",
};

/** History rows carry the delivered body as a JSON-encoded string; workflows want the object. */
export function withParsedPayload(rows: IDataObject[], parse: boolean): IDataObject[] {
	if (!parse) return rows;
	return rows.map((row) => {
		if (typeof row.payload !== 'string') return row;
		try {
			const payload = JSON.parse(row.payload) as unknown;
			return typeof payload === 'object' && payload !== null
				? { ...row, payload: payload as IDataObject }
				: row;
		} catch {
			return row;
		}
	});
}
