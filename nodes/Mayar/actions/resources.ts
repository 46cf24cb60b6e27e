import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { defineResource, type MayarResource } from './registry';
import type { ResourceOperations } from './types';
import { declaration as balance } from './balance';
import { declaration as bundling } from './bundling';
import { declaration as coupon } from './coupon';
import { declaration as credit } from './credit';
import { declaration as customer } from './customer';
import { declaration as installment } from './installment';
import { declaration as invoice } from './invoice';
import { declaration as license } from './license';
import { declaration as membership } from './membership';
import { declaration as paymentChannel } from './paymentChannel';
import { declaration as paymentLink } from './paymentLink';
import { declaration as paymentRequest } from './paymentRequest';
import { declaration as product } from './product';
import { declaration as qrCode } from './qrCode';
import { declaration as review } from './review';
import { declaration as saasLicense } from './saasLicense';
import { declaration as transaction } from './transaction';
import { declaration as triggerEvent } from './triggerEvent';
import { declaration as webhook } from './webhook';

/**
 * Every resource of the Mayar node, once, in the order of the Resource list: its Resource option and its
 * operations (declared in its index.ts). The node and the router both take their resources from here.
 */
export const resourceList: MayarResource[] = [
	defineResource({ name: 'Balance', value: 'balance' }, balance),
	defineResource({ name: 'Bundling', value: 'bundling' }, bundling),
	defineResource({ name: 'Coupon', value: 'coupon' }, coupon),
	defineResource({ name: 'Credit', value: 'credit' }, credit),
	defineResource({ name: 'Customer', value: 'customer' }, customer),
	defineResource({ name: 'Installment', value: 'installment' }, installment),
	defineResource({ name: 'Invoice', value: 'invoice' }, invoice),
	defineResource({ name: 'License', value: 'license' }, license),
	defineResource({ name: 'Membership', value: 'membership' }, membership),
	defineResource({ name: 'Payment Channel', value: 'paymentChannel' }, paymentChannel),
	defineResource({ name: 'Payment Link', value: 'paymentLink' }, paymentLink),
	defineResource({ name: 'Payment Request', value: 'paymentRequest' }, paymentRequest),
	defineResource({ name: 'Product', value: 'product' }, product),
	defineResource({ name: 'QR Code', value: 'qrCode' }, qrCode),
	defineResource({ name: 'Review', value: 'review' }, review),
	defineResource({ name: 'SaaS License', value: 'saasLicense' }, saasLicense),
	defineResource({ name: 'Transaction', value: 'transaction' }, transaction),
	defineResource({ name: 'Trigger Event', value: 'triggerEvent' }, triggerEvent),
	defineResource({ name: 'Webhook', value: 'webhook' }, webhook),
];

/** The options of the node's Resource parameter. */
export const resourceOptions: INodePropertyOptions[] = resourceList.map(({ name, value }) => ({
	name,
	value,
}));

/** The parameters of every resource (its Operation list, then its operations'), in Resource list order. */
export const resourceProperties: INodeProperties[] = resourceList.flatMap(
	(resource) => resource.description,
);

/** Resource value -> its operations; the router looks operations up here. */
export const resources: Record<string, ResourceOperations> = Object.fromEntries(
	resourceList.map((resource) => [resource.value, resource.operations]),
);
