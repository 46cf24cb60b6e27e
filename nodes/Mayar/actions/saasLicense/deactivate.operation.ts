import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { OperationResult } from '../types';
import { licenseCodeField, productField } from './shared';
import { setLicenseStatus } from './setStatus';

export const description: INodeProperties[] = [licenseCodeField, productField];

/** POST /saas/v2/license/deactivate: the license code's status becomes INACTIVE. */
export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	return await setLicenseStatus(this, i, 'deactivate');
}
