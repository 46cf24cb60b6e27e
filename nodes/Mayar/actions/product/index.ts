import type { INodeProperties } from 'n8n-workflow';

import type { ResourceOperations } from '../types';
import * as createDigitalProduct from './createDigitalProduct.operation';
import * as createEvent from './createEvent.operation';
import * as createPaymentLink from './createPaymentLink.operation';
import * as createWebinar from './createWebinar.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as getTransactions from './getTransactions.operation';
import * as setStatus from './setStatus.operation';
import * as updateDigitalProduct from './updateDigitalProduct.operation';
import * as updateEvent from './updateEvent.operation';
import * as updatePaymentLink from './updatePaymentLink.operation';
import * as updateWebinar from './updateWebinar.operation';

export const operations: ResourceOperations = {
	createDigitalProduct,
	createEvent,
	createPaymentLink,
	createWebinar,
	get,
	getMany,
	getTransactions,
	setStatus,
	updateDigitalProduct,
	updateEvent,
	updatePaymentLink,
	updateWebinar,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['product'] } },
		options: [
			{ name: 'Create Digital Product', value: 'createDigitalProduct', action: 'Create a digital product', description: 'Sell a file or other digital goods' },
			{ name: 'Create Event', value: 'createEvent', action: 'Create an event', description: 'Sell tickets to an event' },
			{ name: 'Create Payment Link', value: 'createPaymentLink', action: 'Create a payment link', description: 'A reusable link that takes payment for one product' },
			{ name: 'Create Webinar', value: 'createWebinar', action: 'Create a webinar', description: 'Sell seats in an online session' },
			{ name: 'Get', value: 'get', action: 'Get a product', description: 'A product of any type, by ID' },
			{ name: 'Get Many', value: 'getMany', action: 'Get many products', description: 'List products, optionally by type or keyword' },
			{ name: 'Get Transactions', value: 'getTransactions', action: 'Get the transactions of a product', description: "List a product's transactions" },
			{ name: 'Set Status', value: 'setStatus', action: 'Set the status of a product', description: 'Open, close or unlist' },
			{ name: 'Update Digital Product', value: 'updateDigitalProduct', action: 'Update a digital product', description: 'Change only the fields given' },
			{ name: 'Update Event', value: 'updateEvent', action: 'Update an event', description: 'Change only the fields given' },
			{ name: 'Update Payment Link', value: 'updatePaymentLink', action: 'Update a payment link', description: 'Change only the fields given' },
			{ name: 'Update Webinar', value: 'updateWebinar', action: 'Update a webinar', description: 'Change only the fields given' },
		],
		default: 'getMany',
	},
	...getMany.description,
	...get.description,
	...getTransactions.description,
	...createPaymentLink.description,
	...updatePaymentLink.description,
	...createDigitalProduct.description,
	...updateDigitalProduct.description,
	...createEvent.description,
	...updateEvent.description,
	...createWebinar.description,
	...updateWebinar.description,
	...setStatus.description,
];
