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
			return { known: false, reason: 'no customer', detail: 'the account has no customer yet' };
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

/**
 * Whether a URL is this node's webhook, production or test: n8n serves both on <base>/<webhookId>/<path>, the
 * bases differ (N8N_ENDPOINT_WEBHOOK, N8N_ENDPOINT_WEBHOOK_TEST), the tail does not.
 */
export function isThisNodesAddress(url: string, ownUrl: string): boolean {
	const own = shownUrl(ownUrl);
	const other = shownUrl(url);
	if (own === '(not a valid URL)' || other === '(not a valid URL)') return false;
	const tail = new URL(own).pathname.split('/').slice(-2).join('/');
	return new URL(other).origin === new URL(own).origin && other.endsWith(`/${tail}`);
}

/** Refused: `fact` says where the account points (or that it could not be read), for the editor's message. */
export type TestListenVerdict = { allowed: true; note: string } | { allowed: false; fact: string };

/**
 * Listening for a test event in Automatic mode points the account's one URL at the test URL, and nothing points
 * it back afterwards on every path (n8n restarted during the listen calls no hook at all). So the listen is
 * allowed only when it takes the URL from nobody: the account has no URL, or already this test URL. When Mayar
 * could not be asked it is refused; an account without customers (so without payments) only in Production.
 */
export function judgeTestListen(
	account: AccountUrl,
	testUrl: string,
	environment: string,
): TestListenVerdict {
	if (account.known) {
		if (account.url === null) return { allowed: true, note: 'the account has no webhook URL yet' };
		if (sameAddress(account.url, testUrl))
			return { allowed: true, note: 'the account already points at this test URL' };
		const where = shownUrl(account.url);
		const whose = isThisNodesAddress(account.url, testUrl)
			? " (this trigger's Production URL: the workflow is published, or was)"
			: '';
		return { allowed: false, fact: `the Mayar account sends its webhooks to ${where}${whose}` };
	}
	if (account.reason === 'no customer' && environment !== 'production') {
		return { allowed: true, note: `the account's URL could not be read (${account.detail})` };
	}
	return {
		allowed: false,
		fact: `Mayar could not be asked where the account sends its webhooks (${account.detail})`,
	};
}
