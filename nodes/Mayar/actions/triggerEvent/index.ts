import type { ResourceDeclaration } from '../registry';
import * as markDone from './markDone.operation';
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
				'Drop the events done or being fulfilled: a payment seen by both triggers, or delivered again by Mayar',
		},
		{
			module: markDone,
			value: 'markDone',
			name: 'Mark Done',
			action: 'Mark trigger event done',
			description: 'After your fulfilment: Pass Once drops this event from now on',
		},
	],
};
