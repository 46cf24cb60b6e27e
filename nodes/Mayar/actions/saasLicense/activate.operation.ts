import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { OperationResult } from '../types';
import { licenseCodeField, productField } from './shared';
import { setLicenseStatus } from './setStatus';

export const description: INodeProperties[] = [licenseCodeField, productField];

/** POST /saas/v2/license/activate: the license code's status becomes ACTIVE. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	return await setLicenseStatus(this, i, 'activate');
}
