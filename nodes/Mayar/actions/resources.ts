import type { ResourceOperations } from './types';
import * as balance from './balance';
import * as bundling from './bundling';
import * as coupon from './coupon';
import * as credit from './credit';
import * as customer from './customer';
import * as installment from './installment';
import * as invoice from './invoice';
import * as license from './license';
import * as membership from './membership';
import * as paymentChannel from './paymentChannel';
import * as paymentLink from './paymentLink';
import * as paymentRequest from './paymentRequest';
import * as product from './product';
import * as qrCode from './qrCode';
import * as review from './review';
import * as saasLicense from './saasLicense';
import * as transaction from './transaction';
import * as webhook from './webhook';

/** Resource name -> its operations; the router looks operations up here. */
export const resources: Record<string, ResourceOperations> = {
	balance: balance.operations,
	bundling: bundling.operations,
	coupon: coupon.operations,
	credit: credit.operations,
	customer: customer.operations,
	installment: installment.operations,
	invoice: invoice.operations,
	license: license.operations,
	membership: membership.operations,
	paymentChannel: paymentChannel.operations,
	paymentLink: paymentLink.operations,
	paymentRequest: paymentRequest.operations,
	product: product.operations,
	qrCode: qrCode.operations,
	review: review.operations,
	saasLicense: saasLicense.operations,
	transaction: transaction.operations,
	webhook: webhook.operations,
};
