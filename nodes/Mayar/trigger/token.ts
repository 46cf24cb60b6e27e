import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Mayar signs nothing, so a delivery proves where it came from only by knowing a secret: the token is carried
 * in the registered URL as the query parameter `token` (Mayar posts to the URL exactly as it was saved).
 */
export const TOKEN_PARAMETER = 'token';

/** Shortest token Manual mode accepts without a warning in the log; Automatic mode makes 64 hex characters. */
export const MIN_TOKEN_LENGTH = 16;

/** 32 random bytes as 64 hex characters: safe in a URL as is. */
export function generateToken(): string {
	return randomBytes(32).toString('hex');
}

/** 64 hex characters from a secret and a label (HMAC-SHA256): the same every time, unknown without the secret. */
export function deriveToken(secret: string, label: string): string {
	return createHmac('sha256', secret).update(label, 'utf8').digest('hex');
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
