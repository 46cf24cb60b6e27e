'use strict';
/** Mayar's bundles: endpoints, then records (./index.js says what each key means). */

const endpoints = [
	{
		id: 'bundling.list',
		method: 'GET',
		path: '/hl/v2/bundling',
		altPaths: [],
		source: 'spec: V2 path mapping "Bundling" (GET /hl/v2/bundling); docs bundling/index',
		query: {},
		response: 'cursorList',
		record: 'bundlingListItem',
	},
	{
		id: 'bundling.get',
		method: 'GET',
		path: '/hl/v2/bundling/{id}',
		altPaths: [],
		source: 'spec: V2 path mapping "Bundling" (GET /hl/v2/bundling/{uuid}); docs bundling/detail',
		query: {},
		response: 'record',
		record: 'bundlingDetail',
	},
];

const records = {
	bundlingListItem: {
		fields: [
			'id',
			'name',
			'amount',
			'description',
			'type',
			'status',
			'link',
			'updatedAt',
			'createdAt',
			'bundlingProductType',
			'coverImageId',
			'coverImage',
			'products',
		],
		source: 'docs bundling/index',
		types: {
			amount: 'integer',
			type: 'string',
			updatedAt: 'integer',
			createdAt: 'integer',
			products: 'array',
		},
		typesSource:
			'facts 2.11 bundling/index (type "bundling", products[{...}]); facts 1.8 (money integer, list timestamps epoch ms)',
	},
	bundlingDetail: {
		fields: [
			'id',
			'name',
			'amount',
			'description',
			'type',
			'status',
			'link',
			'updatedAt',
			'createdAt',
			'bundlingProductType',
			'coverImageId',
			'coverImage',
			'products',
			'redirectUrl',
			'notes',
			'multipleImage',
			'multipleImageId',
			'userId',
			'user',
		],
		source:
			'docs bundling/detail (list shape plus redirectUrl, notes, multipleImage*, userId, user)',
		types: {
			amount: 'integer',
			type: 'string',
			updatedAt: 'integer',
			createdAt: 'integer',
			products: 'array',
			user: 'object',
		},
		typesSource:
			'facts 2.11 bundling/index, bundling/detail (type "bundling", products[{...}], user{...}); facts 1.8 (money integer, detail timestamps epoch ms)',
	},
};

module.exports = { endpoints, records };
