import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { mayarApiRequest } from '../transport';
import * as v from './validate';

/** Mayar's V2 status actions; open and close are its aliases of active and closed. */
const ACTIONS = ['active', 'closed', 'unlisted'] as const;
const ALIASES: Record<string, string> = { open: 'active', close: 'closed' };

export const statusField: INodeProperties = {
	displayName: 'Status',
	name: 'status',
	type: 'options',
	options: [
		{ name: 'Active (Open)', value: 'active', description: 'Open for payment' },
		{ name: 'Closed', value: 'closed', description: 'No longer payable' },
		{ name: 'Unlisted', value: 'unlisted', description: 'Payable by link, hidden from the store' },
	],
	// Active: a first Execute must not close a live payment link, and opening an open record changes nothing.
	default: 'active',
};

/**
 * POST {base}/{id}/{action}. Mayar answers HTTP 200 even for a refused action; the transport reads the body's
 * statusCode, so a refusal surfaces as an error here. `fallbackBase`: another documented path of the same action,
 * tried after a route-level 404.
 */
export async function setStatus(
	ctx: IExecuteFunctions,
	i: number,
	base: string,
	id: string,
	fallbackBase?: string,
) {
	const raw = String(ctx.getNodeParameter('status', i) ?? '')
		.trim()
		.toLowerCase();
	const action = v.oneOf(ctx, i, 'status', ALIASES[raw] ?? raw, ACTIONS);
	const fallbacks = fallbackBase ? [{ path: `${fallbackBase}/${id}/${action}` }] : undefined;
	const envelope = await mayarApiRequest(ctx, {
		method: 'POST',
		path: `${base}/${id}/${action}`,
		fallbacks,
		endpoint: `status ${base}`,
		itemIndex: i,
	});
	return {
		id,
		status: action,
		success: true,
		message: envelope.messages ?? envelope.message ?? 'success',
	};
}
