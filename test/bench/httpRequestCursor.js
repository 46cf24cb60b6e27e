'use strict';
/**
 * The HTTP Request node's parameters for reading every unpaid transaction over Mayar's V2 cursor: what a user
 * builds without this package, measured against the node by the real-n8n bench (n8n/run.js).
 */
function httpRequestCursorParameters(baseUrl, pageSize = 50) {
	return {
		method: 'GET',
		url: `${baseUrl}/hl/v2/transactions/unpaid`,
		authentication: 'predefinedCredentialType',
		nodeCredentialType: 'mayarHeadlessApi',
		sendQuery: true,
		queryParameters: { parameters: [{ name: 'limit', value: String(pageSize) }] },
		options: {
			pagination: {
				pagination: {
					paginationMode: 'updateAParameterInEachRequest',
					parameters: {
						parameters: [
							{
								type: 'qs',
								name: 'startingAfter',
								value: '={{ $response.body.nextStartingAfter }}',
							},
						],
					},
					paginationCompleteWhen: 'other',
					completeExpression: '={{ !$response.body.hasMore }}',
					limitPagesFetched: false,
					requestInterval: 0,
				},
			},
		},
	};
}

module.exports = { httpRequestCursorParameters };
