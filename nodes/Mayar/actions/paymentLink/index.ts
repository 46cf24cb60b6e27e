import type { INodeProperties } from 'n8n-workflow';

import type { ResourceOperations } from '../types';

export const operations: ResourceOperations = {};

export const description: INodeProperties[] = [];
