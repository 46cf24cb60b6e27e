import type { ResourceOperations } from './types';
import * as balance from './balance';
import * as installment from './installment';
import * as invoice from './invoice';
import * as license from './license';
import * as paymentRequest from './paymentRequest';
import * as product from './product';
import * as transaction from './transaction';

/** Resource name -> its operations; the router looks operations up here. */
export const resources: Record<string, ResourceOperations> = {
	balance: balance.operations,
	installment: installment.operations,
	invoice: invoice.operations,
	license: license.operations,
	paymentRequest: paymentRequest.operations,
	product: product.operations,
	transaction: transaction.operations,
};
