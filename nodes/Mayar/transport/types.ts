import type {
	IDataObject,
	IExecuteFunctions,
	IHookFunctions,
	IHttpRequestMethods,
	ILoadOptionsFunctions,
	IPollFunctions,
	IWebhookFunctions,
} from 'n8n-workflow';

export type MayarContext =
	| IExecuteFunctions
	| ILoadOptionsFunctions
	| IHookFunctions
	| IPollFunctions
	| IWebhookFunctions;

export interface MayarEnvelope extends IDataObject {
	statusCode?: number;
	messages?: string;
	message?: string;
	data?: IDataObject | IDataObject[] | null;
	hasMore?: boolean;
	nextStartingAfter?: string | null;
}

export interface MayarRequest {
	method: IHttpRequestMethods;
	/**
	 * A POST that only reads (a verification, a sorted list): retried and spoken of as a read. A GET is always one.
	 * Mayar lets a Read Only key call GET only, so such a POST still needs a Read & Write key.
	 */
	read?: boolean;
	/** Path from the host, with its own prefix: /hl/v2/..., /credit/v2/..., /saas/v2/... */
	path: string;
	qs?: IDataObject;
	body?: IDataObject;
	itemIndex?: number;
	/**
	 * Other documented forms of the same endpoint, where Mayar's sources disagree on the path (docs/api-notes.md,
	 * "Endpoints with more than one path"). Tried in order after a route-level 404; a form may bring its own body.
	 */
	fallbacks?: Array<{ path: string; body?: IDataObject }>;
	/** Names the endpoint, so that the form that answered is used first for the rest of the node run. */
	endpoint?: string;
}
