import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { MayarOperation, ResourceOperations } from './types';

/**
 * One operation of a resource, declared once in the resource's index.ts: its module (parameters and request)
 * and its entry in the Operation list. The module's parameters are shown for this resource and operation by
 * defineResource, not by the module.
 */
export interface OperationEntry {
	module: MayarOperation;
	value: string;
	name: string;
	action: string;
	description: string;
}

/** What a resource's index.ts declares: its operations, in the order their parameters appear in the node. */
export interface ResourceDeclaration {
	/** The operation selected when the resource is picked. */
	defaultOperation: string;
	operations: OperationEntry[];
}

/** A resource of the node, everything derived from its Resource option and its declaration. */
export interface MayarResource {
	/** The Resource option. */
	name: string;
	value: string;
	/** The declaration it was built from. */
	entries: readonly OperationEntry[];
	/** Operation value -> module: what the router dispatches to. */
	operations: ResourceOperations;
	/** The Operation parameter, then the parameters of every operation. */
	description: INodeProperties[];
}

/** n8n's order for an options list (its lint rule node-param-options-type-unsorted-items): by name. */
const byName = (a: INodePropertyOptions, b: INodePropertyOptions) =>
	a.name.localeCompare(b.name, 'en');

/**
 * Builds a resource from its Resource option and its operations: the Operation list (sorted by name, as n8n
 * wants it), the parameters (the Operation list, then each operation's, in declaration order) and the dispatch
 * map. Throws on a declaration that cannot work, so a slip fails the first test that loads the node.
 */
export function defineResource(
	option: { name: string; value: string },
	declaration: ResourceDeclaration,
): MayarResource {
	// An operation's parameters show for its resource and operation only: said here, once, from the declaration.
	const entries = declaration.operations.map((entry) => ({
		...entry,
		module: {
			...entry.module,
			description: updateDisplayOptions(
				{ show: { resource: [option.value], operation: [entry.value] } },
				entry.module.description,
			),
		},
	}));
	const { defaultOperation } = declaration;
	const operations: ResourceOperations = {};
	for (const entry of entries) {
		if (Object.prototype.hasOwnProperty.call(operations, entry.value)) {
			throw new Error(
				`Mayar: operation "${entry.value}" of resource "${option.value}" is declared twice`,
			);
		}
		operations[entry.value] = entry.module;
	}
	if (!Object.prototype.hasOwnProperty.call(operations, defaultOperation)) {
		throw new Error(
			`Mayar: the default operation "${defaultOperation}" of resource "${option.value}" is not declared`,
		);
	}

	const operationOptions = entries
		.map(
			({ name, value, action, description }): INodePropertyOptions => ({
				name,
				value,
				action,
				description,
			}),
		)
		.sort(byName);
	const operationParameter: INodeProperties = {
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: [option.value] } },
		options: operationOptions,
		default: defaultOperation,
	};

	return {
		name: option.name,
		value: option.value,
		entries,
		operations,
		description: [operationParameter, ...entries.flatMap((entry) => entry.module.description)],
	};
}
