import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import * as v from '../../helpers/validate';
import { downloadFile } from '../../transport/download';
import { ItemWithBinary } from '../types';

/** "Download QR Image" and the binary field it fills, for one QR operation. */
export function downloadFields(operation: string): INodeProperties[] {
	return [
		{
			displayName: 'Download QR Image',
			name: 'download',
			type: 'boolean',
			default: false,
			description:
				'Whether to also download the QR image from the returned URL and output it as a file (binary data)',
			displayOptions: { show: { resource: ['qrCode'], operation: [operation] } },
		},
		{
			displayName: 'Put Output File in Field',
			name: 'binaryPropertyName',
			type: 'string',
			default: 'data',
			required: true,
			hint: 'The name of the output binary field to put the QR image in',
			displayOptions: { show: { resource: ['qrCode'], operation: [operation], download: [true] } },
		},
	];
}

function fileNameOf(url: string, fallback: string): string {
	try {
		const last = new URL(url).pathname.split('/').filter(Boolean).pop() ?? '';
		return /^[\w.-]+\.(png|jpe?g|gif|svg|webp)$/i.test(last) ? last : fallback;
	} catch {
		return fallback;
	}
}

/**
 * When Download QR Image is on, fetches data.url with n8n's plain httpRequest helper (no credential, so the
 * Mayar API key never goes to the image host) and returns the record with the image as binary data.
 */
export async function withImage(
	ctx: IExecuteFunctions,
	i: number,
	data: IDataObject,
	fallbackName: string,
): Promise<IDataObject | ItemWithBinary> {
	if (!(ctx.getNodeParameter('download', i, false) as boolean)) return data;
	const field = v.text(
		ctx,
		i,
		'binaryPropertyName',
		ctx.getNodeParameter('binaryPropertyName', i, 'data'),
		true,
		100,
	) as string;
	// Not a parameter: Mayar's answer, so named in words (labelOf keeps a text that names no parameter).
	const answer = 'The QR image URL returned by Mayar';
	const url = v.url(ctx, i, answer, data.url, true) as string;
	const failed = (why: string) =>
		new NodeOperationError(ctx.getNode(), `Could not download the QR image: ${why}`, {
			itemIndex: i,
			description: `Mayar answered with the QR code, but its image at ${url} could not be fetched. The QR data itself is fine: turn off Download QR Image to output it without the file, or render qrString yourself when Mayar sent one.`,
		});

	const file = await downloadFile(ctx, url);
	if (file.problem !== undefined) throw failed(file.problem);
	const type = file.contentType;
	if (type && !type.startsWith('image/') && type !== 'application/octet-stream') {
		throw failed(`the image host sent ${type}, not an image`);
	}
	const buffer = file.data;
	const mimeType = type.startsWith('image/') ? type : 'image/png';
	const binary = await ctx.helpers.prepareBinaryData(
		buffer,
		fileNameOf(url, fallbackName),
		mimeType,
	);
	return new ItemWithBinary({ json: data, binary: { [field]: binary } });
}
