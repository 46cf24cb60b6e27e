import type { IDataObject } from 'n8n-workflow';

import { paymentReceivedData } from '../helpers/paidTransaction';
import { dedupeKeyOf } from './delivery';

/**
 * The one output item shape of both Mayar triggers (webhook and polling): the same business event gets the same
 * fields and the same dedupeKey whichever trigger saw it, so a workflow can use both and pass each event on once
 * with Mayar > Trigger Event > Pass Once on dedupeKey (README, "Receiving payments safely").
 */
export function eventItem(
	event: string,
	data: IDataObject,
	options: { transaction?: IDataObject; confirmed?: boolean } = {},
): IDataObject {
	const { transaction } = options;
	const confirmed = options.confirmed ?? transaction !== undefined;
	// A payment has the same fields whichever trigger saw it (the webhook's delivery or a polled balance row).
	if (event === 'payment.received') data = paymentReceivedData(data, confirmed);
	const item: IDataObject = { event, data, confirmed };
	if (transaction !== undefined) item.transaction = transaction;
	item.dedupeKey = dedupeKeyOf(
		event,
		data,
		typeof transaction?.id === 'string' ? transaction.id : undefined,
	);
	item.receivedAt = new Date().toISOString();
	return item;
}
