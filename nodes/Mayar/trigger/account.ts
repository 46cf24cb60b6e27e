import type { IDataObject, IHookFunctions } from 'n8n-workflow';

import { dataOf, mayarApiRequest } from '../transport';

/**
 * What the Mayar account's one webhook URL is now. Mayar has no call that reads it directly: only
 * GET /hl/v2/customers/detail?email= answers it, as user.urlHook, and that needs the email of one of the
 * account's customers (GET /hl/v2/customers, one row). So an account without customers cannot be read.
 */
export type AccountUrl =
	| { known: true; url: string | null }
	| { known: false; reason: 'no customer' | 'error'; detail: string };

function firstEmail(envelope: IDataObject): string | undefined {
	const rows = Array.isArray(envelope.data) ? envelope.data : [];
	for (const row of rows) {
		const email = (row as IDataObject | null)?.email;
		if (typeof email === 'string' && email.trim() !== '') return email.trim();
	}
	return undefined;
}

export async function readAccountUrl(ctx: IHookFunctions): Promise<AccountUrl> {
	try {
		const list = await mayarApiRequest(ctx, {
			method: 'GET',
			path: '/hl/v2/customers',
			qs: { limit: 1 },
		});
		const email = firstEmail(list);
		if (email === undefined) {
			return {
				known: false,
				reason: 'no customer',
				detail:
					"Mayar's one documented read of an account's webhook URL goes through one of its customers, and it has none yet",
			};
		}
		const detail = dataOf(
			await mayarApiRequest(ctx, {
				method: 'GET',
				path: '/hl/v2/customers/detail',
				qs: { email },
			}),
		);
		const user = detail.user as IDataObject | undefined;
		const url =
			typeof user?.urlHook === 'string' && user.urlHook.trim() !== '' ? user.urlHook : null;
		return { known: true, url };
	} catch (error) {
		return { known: false, reason: 'error', detail: (error as Error).message };
	}
}

/**
 * A URL as it may be shown in a log or an error: without its query, where a token would be (another workflow's
 * token is as secret as this one's).
 */
export function shownUrl(url: string): string {
	try {
		const u = new URL(url);
		return `${u.origin}${u.pathname}`;
	} catch {
		return '(not a valid URL)';
	}
}

/** The same webhook address, whatever its token. */
export function sameAddress(a: string, b: string): boolean {
	return shownUrl(a) === shownUrl(b) && shownUrl(a) !== '(not a valid URL)';
}
