import type { INodePropertyOptions } from 'n8n-workflow';

/** Every event Mayar documents (docs.mayar.id/integration/webhook, "Event Type"). */
export const MAYAR_EVENTS = [
	'payment.received',
	'payment.reminder',
	'shipper.status',
	'membership.newMemberRegistered',
	'membership.changeTierMemberRegistered',
	'membership.memberUnsubscribed',
	'membership.memberExpired',
] as const;

export type MayarEvent = (typeof MAYAR_EVENTS)[number];

/** The dashboard's "test" button is reported (by third parties) to send this event name. */
export const TEST_EVENT = 'testing';

export const ALL_EVENTS = '*';

/** Payment events carry a transaction that can be looked up with GET /hl/v2/transactions/{id}. */
export const PAYMENT_EVENTS: ReadonlySet<string> = new Set([
	'payment.received',
	'payment.reminder',
]);

/**
 * Events only the Mayar Polling Trigger emits (Mayar sends no webhook for them): each is one record of a V2 list,
 * named by its own ID.
 */
export const RECORD_EVENTS: ReadonlySet<string> = new Set([
	'transaction.unpaid',
	'customer.created',
]);

/**
 * The transaction detail statuses that make a payment event true (GET /hl/v2/transactions/{id} answers paid,
 * unpaid, created or expired). A reminder is only sent for a checkout that has not been paid.
 */
export const CONFIRMING_STATUSES: Record<string, readonly string[]> = {
	'payment.received': ['paid'],
	'payment.reminder': ['unpaid', 'created'],
};

export const EVENT_OPTIONS: INodePropertyOptions[] = [
	{
		name: 'All Events',
		value: ALL_EVENTS,
		description:
			'Any event Mayar sends, including ones added later (its test delivery: see Include Test Event)',
	},
	{
		name: 'Member Expired',
		value: 'membership.memberExpired',
		description: 'A membership ran out (membership.memberExpired)',
	},
	{
		name: 'Member Tier Changed',
		value: 'membership.changeTierMemberRegistered',
		description:
			'A member moved to another tier or package (membership.changeTierMemberRegistered)',
	},
	{
		name: 'Member Unsubscribed',
		value: 'membership.memberUnsubscribed',
		description: 'A member cancelled (membership.memberUnsubscribed)',
	},
	{
		name: 'New Member Registered',
		value: 'membership.newMemberRegistered',
		description: 'A new membership subscription (membership.newMemberRegistered)',
	},
	{
		name: 'Payment Received',
		value: 'payment.received',
		description: 'A customer completed a payment (payment.received)',
	},
	{
		name: 'Payment Reminder',
		value: 'payment.reminder',
		description: 'A customer has not paid 29 minutes after checkout (payment.reminder)',
	},
	{
		name: 'Shipping Status Changed',
		value: 'shipper.status',
		description: 'The shipping status of a physical product changed (shipper.status)',
	},
];

/** Whether a delivery's event is one the user selected. */
export function isSelected(selected: readonly string[], event: string): boolean {
	return selected.includes(ALL_EVENTS) || selected.includes(event);
}
