import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';

import type { Simplify } from '../helpers/simplify';

/** An item that carries binary data (a QR image), returned as is by the router. */
export class ItemWithBinary {
	constructor(readonly item: INodeExecutionData) {}
}

export type OperationResult = IDataObject | IDataObject[] | ItemWithBinary;

/**
 * One operation of one resource: its parameters and its request, side by side in one file. The registry shows the
 * parameters for this resource and operation (defineResource), from the resource's declaration.
 */
export interface MayarOperation {
	description: INodeProperties[];
	execute(this: IExecuteFunctions, itemIndex: number): Promise<OperationResult>;
	/** What Simplify keeps, exported by an operation that shows the Simplify switch (and only by one). */
	simplify?: Simplify;
}

export type ResourceOperations = Record<string, MayarOperation>;
