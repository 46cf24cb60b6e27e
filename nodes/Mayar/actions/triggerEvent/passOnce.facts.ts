import type { OperationFacts } from '../../../../test/operations/types';

export const facts: OperationFacts = {
	claims: [
		[
			'Add Mayar > Trigger Event > Mark Done after your fulfilment: an event counts as done only once it ran',
			'test test/integration/passOnce.test.ts :: an event whose execution failed before Mark Done: dropped while it may still run',
		],
		[
			'The poll offers each payment again once, … minutes later',
			'test test/integration/passOnce.test.ts :: an event whose execution failed before Mark Done: dropped while it may still run',
		],
	],
};
