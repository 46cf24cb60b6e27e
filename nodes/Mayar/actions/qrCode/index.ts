import type { INodeProperties } from 'n8n-workflow';

import type { ResourceOperations } from '../types';
import * as createDynamic from './createDynamic.operation';
import * as getStatic from './getStatic.operation';

export const operations: ResourceOperations = { createDynamic, getStatic };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['qrCode'] } },
		options: [
			{ name: 'Create Dynamic', value: 'createDynamic', action: 'Create a dynamic QR code', description: 'A QRIS code for one amount, optionally with its image as a file' },
			{ name: 'Get Static', value: 'getStatic', action: 'Get the static QR code', description: "The account's static QRIS, where the payer types the amount" },
		],
		default: 'createDynamic',
	},
	...createDynamic.description,
	...getStatic.description,
];
