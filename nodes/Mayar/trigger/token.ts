import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Mayar signs nothing, so a delivery proves where it came from only by knowing a secret: the token is carried
 * in the registered URL as the query parameter `token` (Mayar posts to the URL exactly as it was saved).
 */
export const TOKEN_PARAMETER = 'token';

/** Shortest token Manual mode accepts without a warning in the log; Automatic mode makes 70 or more characters. */
export const MIN_TOKEN_LENGTH = 16;

/** 64 hex characters from a secret and a label (HMAC-SHA256): the same every time, unknown without the secret. */
export function deriveToken(secret: string, label: string): string {
	return createHmac('sha256', secret).update(label, 'utf8').digest('hex');
}

/**
 * An Automatic publish's token: the time it was made (base 36) and an HMAC of it under the credential's API key.
 * So every n8n process (a webhook process, another main) can tell a token this node registered, and whether it is
 * later than the registration its static data holds, before n8n has saved the publish (issue 60). Safe in a URL.
 */
export function publishToken(secret: string, label: string, atMs: number): string {
	const at = atMs.toString(36);
	return `${at}.${deriveToken(secret, `${label} ${at}`)}`;
}

/** When publishToken made `token` with this secret and label; undefined when it did not. */
function publishedAt(secret: string, label: string, token: unknown): number | undefined {
	if (typeof token !== 'string') return undefined;
	const at = /^([0-9a-z]{1,12})\.[0-9a-f]{64}$/.exec(token)?.[1];
	if (at === undefined) return undefined;
	const atMs = parseInt(at, 36);
	return tokensMatch(token, publishToken(secret, label, atMs)) ? atMs : undefined;
}

// A publish n8n has not saved yet: its static data is saved once the publish is done, minutes at most.
const UNSAVED_PUBLISH_MS = 15 * 60_000;

/**
 * Whether publishToken made `token` with this secret and label later than each ISO time in `since` (those that
 * are times); with none, in the last 15 minutes.
 */
export function madeAfter(
	secret: string,
	label: string,
	token: unknown,
	since: unknown[],
): boolean {
	const madeAt = publishedAt(secret, label, token);
	if (madeAt === undefined) return false;
	const times = since
		.map((iso) => (typeof iso === 'string' ? Date.parse(iso) : NaN))
		.filter((ms) => !Number.isNaN(ms));
	if (times.length === 0) return Date.now() - madeAt < UNSAVED_PUBLISH_MS;
	return times.every((ms) => madeAt > ms);
}

/**
 * Constant-time comparison. Both sides are hashed first, so neither the content nor the length of the
 * expected token leaks through timing.
 */
export function tokensMatch(received: unknown, expected: string): boolean {
	// An empty received token needs no test of its own: it can only hash alike when the expected one is empty too.
	if (typeof received !== 'string' || expected.length === 0) return false;
	const a = createHash('sha256').update(received, 'utf8').digest();
	const b = createHash('sha256').update(expected, 'utf8').digest();
	return timingSafeEqual(a, b);
}

/** The webhook URL with the token appended as ?token=… (or &token=… if it already has a query). */
export function withToken(webhookUrl: string, token: string): string {
	const url = new URL(webhookUrl);
	url.searchParams.set(TOKEN_PARAMETER, token);
	return url.toString();
}
