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

/**
 * Live Mayar was recorded refusing, on /saas/v2 only, a key the rest of the API accepts: HTTP 200 with statusCode 401
 * "Failed authentication! …" (docs/api-notes.md, "Spec vs live").
 */
export const AUTH_HINT =
	'Mayar refused the API key for its SaaS license API. It was recorded doing so with keys that the rest of its API (and the software License > Verify) accepts, so the key may be fine: check it belongs to this environment, and if it does, ask Mayar support to enable SaaS licenses for it. Meanwhile License > Verify checks software licenses with the same key.';
