import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { mayarApiRequest } from '../transport';

function rupiah(amount: unknown): string {
	return typeof amount === 'number' ? `Rp ${amount.toLocaleString('id-ID')}` : '';
}

/** One page of a V2 list, shaped for a resource locator; the cursor becomes the pagination token. */
async function search(
	ctx: ILoadOptionsFunctions,
	path: string,
	filter: string | undefined,
	token: string | undefined,
	label: (row: IDataObject) => string,
): Promise<INodeListSearchResult> {
	const qs: IDataObject = { limit: 50 };
	if (filter) qs.search = filter;
	if (token) qs.startingAfter = token;
	const envelope = await mayarApiRequest(ctx, { method: 'GET', path, qs });
	const rows = Array.isArray(envelope.data) ? envelope.data : [];
	return {
		results: rows
			.filter((row) => typeof row.id === 'string')
			.map((row) => ({ name: label(row), value: row.id as string, url: typeof row.linkUrl === 'string' ? row.linkUrl : undefined })),
		paginationToken: envelope.hasMore && envelope.nextStartingAfter ? String(envelope.nextStartingAfter) : undefined,
	};
}

const describe = (row: IDataObject) =>
	[row.name ?? row.id, rupiah(row.amount), row.status].filter((part) => part !== undefined && part !== '').join(' · ');

export async function searchProducts(this: ILoadOptionsFunctions, filter?: string, token?: string) {
	return await search(this, '/hl/v2/products', filter, token, (row) => `${describe(row)} (${row.type ?? 'product'})`);
}

export async function searchInvoices(this: ILoadOptionsFunctions, filter?: string, token?: string) {
	return await search(this, '/hl/v2/invoices', filter, token, (row) => {
		const customer = (row.customer as IDataObject | undefined)?.email;
		return [describe(row), customer].filter(Boolean).join(' · ');
	});
}

export async function searchPaymentRequests(this: ILoadOptionsFunctions, filter?: string, token?: string) {
	return await search(this, '/hl/v2/payments', filter, token, describe);
}
