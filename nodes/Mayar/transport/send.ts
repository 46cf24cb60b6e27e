import type { IDataObject, IHttpRequestOptions } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';

import { decideRetry, isRouteNotFound, networkCodeOf, readResponse } from './decisions';
import { type MayarFailure, toNodeApiError } from './errors';
import { CREDENTIAL_TYPE, resolveAccount, settingsOf } from './settings';
import type { MayarContext, MayarEnvelope, MayarRequest } from './types';

type Answer = { statusCode: number; headers: IDataObject; body: unknown };

/**
 * One request to Mayar with its retries: the only place that calls n8n's authenticated HTTP helper (download.ts
 * fetches QR images with the plain one, without the key). Every attempt first takes a turn of the account's rate
 * budget. A rate-limit 429 pauses the budget (for Mayar's Retry-After, or a backoff without one); a read is sent
 * again, and a write only when Mayar gave Retry-After, while the run's Max Wait allows. Other failures follow
 * decideRetry: reads are retried, writes only when Mayar certainly did nothing.
 */
export async function sendWithRetries(
	ctx: MayarContext,
	req: MayarRequest,
): Promise<MayarEnvelope> {
	const account = await resolveAccount(ctx);
	const { retry: policy, maxWaitMs } = settingsOf(ctx);
	const options: IHttpRequestOptions = {
		method: req.method,
		url: `${account.baseUrl}${req.path}`,
		json: true,
		returnFullResponse: true,
		ignoreHttpStatusErrors: true,
		timeout: policy.timeoutMs,
	};
	if (req.qs && Object.keys(req.qs).length > 0) options.qs = req.qs;
	if (req.body !== undefined) {
		options.body = req.body;
		options.headers = { 'Content-Type': 'application/json' };
	}
	const credentialsDecrypted = {
		id: '',
		name: CREDENTIAL_TYPE,
		type: CREDENTIAL_TYPE,
		data: account.credentials,
	};

	const read = req.method === 'GET' || req.read === true;
	const startedAt = Date.now();
	const deadline = startedAt + maxWaitMs;
	let attempt = 0;
	let sent = 0;
	let refusals = 0;
	for (;;) {
		const failure: MayarFailure = {
			status: 0,
			method: req.method,
			read,
			path: req.path,
			itemIndex: req.itemIndex,
			attempts: sent,
		};
		const release = await account.budget.acquire(deadline);
		if (!release) {
			failure.status = 429;
			// this attempt was not sent (an earlier one may have been: a read retried after a 5xx)
			failure.rateLimit = { ...account.budget.figures, maxWaitMs, refusals, notSent: true };
			throw toNodeApiError(ctx.getNode(), failure);
		}
		failure.attempts = ++sent;
		let response: Answer | undefined;
		try {
			response = (await ctx.helpers.httpRequestWithAuthentication.call(
				ctx,
				CREDENTIAL_TYPE,
				options,
				{ credentialsDecrypted },
			)) as Answer;
		} catch (error) {
			failure.networkCode = networkCodeOf(error);
		} finally {
			release();
		}
		const answer = response ? readResponse(response.statusCode, response.body) : undefined;
		if (answer?.ok) return answer.body as MayarEnvelope;
		if (answer) {
			Object.assign(failure, {
				status: answer.status,
				body: answer.body,
				text: answer.text,
				routeNotFound: isRouteNotFound(answer),
			});
		}
		const decision = decideRetry(
			{
				method: req.method,
				read,
				attempt,
				answer,
				retryAfter: response?.headers?.['retry-after'],
				networkCode: failure.networkCode,
				refusals,
			},
			policy,
		);
		failure.outcomeUnknown = decision.outcomeUnknown;
		if (decision.rateLimited) {
			const resumeAt = Date.now() + decision.waitMs;
			account.budget.pauseUntil(resumeAt);
			account.budget.slowDown();
			refusals++;
			if (decision.retry && resumeAt <= deadline) continue;
			if (decision.retry) {
				failure.rateLimit = { ...account.budget.figures, maxWaitMs, refusals, notSent: false };
			}
			throw toNodeApiError(ctx.getNode(), failure);
		}
		if (!decision.retry) throw toNodeApiError(ctx.getNode(), failure);
		attempt++;
		await sleep(decision.waitMs);
	}
}
