import type { ResourceDeclaration } from '../registry';
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

/**
 * Every operation of this resource, once, in the order of their parameters in the node. The Operation list
 * (sorted by name), the parameters and the router's dispatch map are derived from this (../registry).
 */
export const declaration: ResourceDeclaration = {
	defaultOperation: 'getMany',
	operations: [
		{
			module: getMany,
			value: 'getMany',
			name: 'Get Many',
			action: 'Get many products',
			description: 'List products, optionally by type or keyword',
		},
		{
			module: get,
			value: 'get',
			name: 'Get',
			action: 'Get product',
			description: 'A product of any type, by ID',
		},
		{
			module: getTransactions,
			value: 'getTransactions',
			name: 'Get Transactions',
			action: 'Get product transactions',
			description: "List a product's transactions",
		},
		{
			module: createPaymentLink,
			value: 'createPaymentLink',
			name: 'Create Payment Link',
			action: 'Create payment link',
			description: 'A reusable link that takes payment for one product',
		},
		{
			module: updatePaymentLink,
			value: 'updatePaymentLink',
			name: 'Update Payment Link',
			action: 'Update payment link',
			description: 'Update a payment link: only the fields given are sent',
		},
		{
			module: createDigitalProduct,
			value: 'createDigitalProduct',
			name: 'Create Digital Product',
			action: 'Create digital product',
			description:
				'Sell digital goods: after paying, the buyer is sent to the Redirect URL (for example a download page)',
		},
		{
			module: updateDigitalProduct,
			value: 'updateDigitalProduct',
			name: 'Update Digital Product',
			action: 'Update digital product',
			description: 'Update a digital product: only the fields given are sent',
		},
		{
			module: createEvent,
			value: 'createEvent',
			name: 'Create Event',
			action: 'Create event',
			description: 'Sell tickets to an event',
		},
		{
			module: updateEvent,
			value: 'updateEvent',
			name: 'Update Event',
			action: 'Update event',
			description: 'Update an event: only the fields given are sent',
		},
		{
			module: createWebinar,
			value: 'createWebinar',
			name: 'Create Webinar',
			action: 'Create webinar',
			description: 'Sell seats in an online session',
		},
		{
			module: updateWebinar,
			value: 'updateWebinar',
			name: 'Update Webinar',
			action: 'Update webinar',
			description: 'Update a webinar: only the fields given are sent',
		},
		{
			module: setStatus,
			value: 'setStatus',
			name: 'Set Status',
			action: 'Set product status',
			description: 'Open, close or unlist a product',
		},
	],
};
