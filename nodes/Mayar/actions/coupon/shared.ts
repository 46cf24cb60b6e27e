import type { IExecuteFunctions } from 'n8n-workflow';

import * as v from '../../helpers/validate';

/** A coupon code as customers type it at checkout: 1 to 50 letters, digits, - or _. */
export function couponCode(
	ctx: IExecuteFunctions,
	i: number,
	field: string,
	value: unknown,
): string {
	const code = v.text(ctx, i, field, value, true, 50) as string;
	if (!/^[A-Za-z0-9_-]+$/.test(code)) {
		v.fail(ctx, i, field, `may only hold letters, digits, - and _, not ${JSON.stringify(code)}`);
	}
	return code;
}
