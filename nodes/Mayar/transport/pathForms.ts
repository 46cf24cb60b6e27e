import type { IDataObject } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { sendWithRetries } from './send';
import { settingsOf } from './settings';
import type { MayarContext, MayarEnvelope, MayarRequest } from './types';

/**
 * A request to Mayar (sent by ./send). Where Mayar's sources give several paths for one endpoint (`fallbacks`), a
 * route-level 404 moves on to the next form: Mayar did nothing with a path it does not serve, so this is safe for
 * writes too. The form that answered is tried first for the rest of the node run.
 */
export async function mayarApiRequest(
	ctx: MayarContext,
	req: MayarRequest,
): Promise<MayarEnvelope> {
	if (!req.fallbacks?.length) return await sendWithRetries(ctx, req);
	const s = settingsOf(ctx);
	s.forms ??= new Map();
	const key = req.endpoint ?? `${req.method} ${req.path}`;
	const forms = [{ path: req.path, body: req.body }, ...req.fallbacks];
	const tried: string[] = [];
	for (let k = s.forms.get(key) ?? 0; k < forms.length; k++) {
		const form = { ...req, path: forms[k].path, body: forms[k].body ?? req.body };
		tried.push(form.path);
		// Settled into a value: the transport's own NodeApiError is passed on as it is, or the next form is tried.
		const outcome = await sendWithRetries(ctx, form).then(
			(envelope) => ({ envelope, error: undefined }),
			(error: Error & { context?: IDataObject; description?: string }) => ({
				envelope: undefined,
				error,
			}),
		);
		if (outcome.envelope) {
			s.forms.set(key, k);
			return outcome.envelope;
		}
		const { error } = outcome;
		if (error.context?.routeNotFound !== true) throw error;
		if (k === forms.length - 1) {
			// The paths stay out of the text a merchant reads: they are in the API notes, and on the error for support.
			error.description = `Mayar answered "Not Found" at each of the ${tried.length} addresses its documentation gives for this endpoint, so nothing was done. Check the credential's Environment; if it is right, Mayar may have moved this endpoint (the addresses tried are listed in the package's API notes: https://github.com/n8n-nodes-mayar/n8n-nodes-mayar/blob/main/docs/api-notes.md#endpoints-with-more-than-one-path).`;
			if (error.context) error.context.pathsTried = tried;
			throw error;
		}
	}
	throw new NodeOperationError(ctx.getNode(), 'No path form left to try', {
		itemIndex: req.itemIndex,
	});
}
