import type { ResourceDeclaration } from '../registry';
import * as passOnce from './passOnce.operation';

/** Steps for the items of the Mayar triggers. No request to Mayar: this resource needs no credential. */
export const declaration: ResourceDeclaration = {
	defaultOperation: 'passOnce',
	operations: [
		{
			module: passOnce,
			value: 'passOnce',
			name: 'Pass Once',
			action: 'Pass each trigger event once',
			description:
				'Drop the events already passed on: a payment seen by both triggers, or delivered again by Mayar',
		},
	],
};
