import type { INodeProperties } from 'n8n-workflow';

import { locator } from '../../helpers/fields';
import { licenseCodeField as licenseField } from '../../helpers/license';

export const SAAS = '/saas/v2/license';

export const licenseCodeField: INodeProperties = licenseField(
	'The license code the customer received with the SaaS product',
);

export const productField: INodeProperties = locator(
	'productId',
	'Product',
	'searchProducts',
	'The SaaS product the license was sold with',
);

export const UNKNOWN_HINT =
	'Mayar has no SaaS license with this code for this product. Check License Code (as the customer received it) and that Product is the SaaS product it was sold with; Sandbox and Production have separate licenses.';
