import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

const DOWNLOAD_TIMEOUT_MS = 30_000;

export type Download =
	| { data: Buffer; contentType: string; problem?: undefined }
	| { problem: string };

/**
 * Fetches a file Mayar links to (a QR image) with n8n's plain httpRequest helper: no credential, so the Mayar
 * API key never goes to the file's host. Never throws: a failure comes back as `problem`, for the caller's
 * message.
 */
export async function downloadFile(ctx: IExecuteFunctions, url: string): Promise<Download> {
	let response: { statusCode?: number; headers?: IDataObject; body?: unknown };
	try {
		response = (await ctx.helpers.httpRequest({
			method: 'GET',
			url,
			encoding: 'arraybuffer',
			returnFullResponse: true,
			ignoreHttpStatusErrors: true,
			json: false,
			timeout: DOWNLOAD_TIMEOUT_MS,
		})) as typeof response;
	} catch (error) {
		return { problem: (error as Error).message || 'network error' };
	}
	const status = Number(response.statusCode ?? 0);
	if (status < 200 || status >= 300) return { problem: `the image host answered HTTP ${status}` };
	const body = response.body;
	const data = Buffer.isBuffer(body)
		? body
		: body instanceof ArrayBuffer
			? Buffer.from(body)
			: undefined;
	if (!data || data.length === 0) return { problem: 'the image host sent no data' };
	const contentType = String(response.headers?.['content-type'] ?? '')
		.split(';')[0]
		.trim()
		.toLowerCase();
	return { data, contentType };
}
