import type { IDataObject } from 'n8n-workflow';

/** The HTTP status and Mayar body kept on a transport error (NodeApiError context.data), when there is one. */
export function failureOf(error: unknown): { status: number; message: string; body?: IDataObject } | undefined {
	const e = error as { httpCode?: unknown; context?: { data?: IDataObject } } | null;
	const data = e?.context?.data;
	if (!data || typeof data.statusCode !== 'number') return undefined;
	const body = data.body as IDataObject | undefined;
	const text = body?.messages ?? body?.message;
	return { status: data.statusCode, message: typeof text === 'string' ? text : '', body };
}

/**
 * Runs a Mayar request and, when it fails with one of the given statuses, replaces the generic hint with one
 * that fits this operation (the headline stays Mayar's own message). Anything else is rethrown untouched.
 */
type Hint = string | ((message: string) => string | undefined);

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
