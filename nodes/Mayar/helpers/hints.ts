import type { IDataObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

/** What Mayar answered when it refused: the HTTP status, its message ('' when none) and its body. */
export interface Failure {
	status: number;
	message: string;
	body?: IDataObject;
}

/** The HTTP status and Mayar body kept on a transport error (NodeApiError context.data), when there is one. */
export function failureOf(error: unknown): Failure | undefined {
	const e = error as { httpCode?: unknown; context?: { data?: IDataObject } } | null;
	const data = e?.context?.data;
	if (!data || typeof data.statusCode !== 'number') return undefined;
	const body = data.body as IDataObject | undefined;
	const text = body?.messages ?? body?.message;
	return { status: data.statusCode, message: typeof text === 'string' ? text : '', body };
}

type Hint = string | ((message: string) => string | undefined);

/**
 * Runs a Mayar request and, when it fails with one of the given statuses, replaces the generic hint with one
 * that fits this operation (the headline stays Mayar's own message). Anything else is rethrown untouched.
 */

export async function withHints<T>(request: Promise<T>, hints: Record<number, Hint>): Promise<T> {
	// The transport only throws NodeApiError / NodeOperationError: it is passed on as is, with its HTTP context,
	// and only its description (the hint) is replaced.
	return await request.catch((error: unknown) => {
		const failure = failureOf(error);
		const rule = failure ? hints[failure.status] : undefined;
		const hint = typeof rule === 'function' ? rule((failure as { message: string }).message) : rule;
		if (hint) (error as { description?: string }).description = hint;
		throw error;
	});
}

/** A refusal by Mayar: the transport's NodeApiError, unchanged, with the failure read from it. */
export interface Refusal {
	error: NodeApiError;
	failure: Failure;
}

/** A refusal when the error is one (a NodeApiError carrying Mayar's answer); undefined for anything else. */
export function refusalOf(error: unknown): Refusal | undefined {
	if (!(error instanceof NodeApiError)) return undefined;
	const failure = failureOf(error);
	return failure ? { error, failure } : undefined;
}

export type Attempt<T> = { ok: true; envelope: T } | ({ ok: false } & Refusal);

/**
 * Asks Mayar, for an operation that turns some refusals into an answer: the envelope, or the refusal to inspect.
 * Anything else (a NodeOperationError, an error without Mayar's answer on it) is thrown at once, untouched; a
 * refusal the caller does not turn into an answer is the caller's to throw (`throw attempt.error`).
 */
export async function tryRequest<T>(request: Promise<T>): Promise<Attempt<T>> {
	// As in withHints: the transport's own error is passed on as is (it already is a NodeApiError / NodeOperationError).
	return await request.then(
		(envelope): Attempt<T> => ({ ok: true, envelope }),
		(error: unknown): Attempt<T> => {
			const refusal = refusalOf(error);
			if (!refusal) throw error;
			return { ok: false, ...refusal };
		},
	);
}
