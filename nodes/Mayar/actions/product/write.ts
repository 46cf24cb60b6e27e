import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { collection } from '../../helpers/fields';
import * as v from '../../helpers/validate';
import { dataOf, mayarApiRequest } from '../../transport';
import type { OperationResult } from '../types';
import type { Field } from './fields';
import { EVENT_OBJECT_FIELDS, FIELDS } from './fields';
import type { KindSpec, ProductKind } from './kinds';
import { KINDS } from './kinds';
import { productLocator } from './shared';

/** The product writes (create and update of each kind): their parameters, and the body read from them. */
function propertyOf(kind: KindSpec, field: Field): INodeProperties {
	const property = { ...FIELDS[field].property };
	const note = kind.notes?.[field];
	if (note) property.description = note;
	return property;
}

const byDisplayName = (a: INodeProperties, b: INodeProperties) =>
	a.displayName.localeCompare(b.displayName);

/** Create: the required body fields as parameters, the rest under Additional Fields. */
export function createProperties(kind: ProductKind): INodeProperties[] {
	const spec = KINDS[kind];
	return [
		...spec.required.map((field) => ({
			...propertyOf(spec, field),
			required: true,
		})),
		collection(
			'additionalFields',
			spec.optional.map((field) => propertyOf(spec, field)).sort(byDisplayName),
		),
	];
}

/** Update: the product, then only the fields to change. */
export function updateProperties(kind: ProductKind): INodeProperties[] {
	const spec = KINDS[kind];
	return [
		productLocator(`The ${spec.noun} to change`),
		collection(
			'updateFields',
			spec.updatable.map((field) => propertyOf(spec, field)).sort(byDisplayName),
			{
				description:
					kind === 'paymentLink'
						? 'Only the fields set here change. Name is always needed: Mayar refuses a payment link update without it (a membership product also needs Amount).'
						: 'Only the fields set here are sent; at least one is needed',
			},
		),
	];
}

/** Reads and checks the given fields into a body; those of EVENT_OBJECT_FIELDS are nested under `event`. */
function readFields(
	ctx: IExecuteFunctions,
	i: number,
	fields: readonly Field[],
	values: IDataObject,
	required: boolean,
): IDataObject {
	const body: IDataObject = {};
	const event: IDataObject = {};
	for (const field of fields) {
		const spec = FIELDS[field];
		const value = spec.read(ctx, i, values[spec.property.name], required);
		if (value === undefined) continue;
		if (EVENT_OBJECT_FIELDS.includes(field)) event[field] = value as IDataObject[string];
		else body[field] = value as IDataObject[string];
	}
	if (Object.keys(event).length > 0) body.event = event;
	return body;
}

function checkOrder(
	ctx: IExecuteFunctions,
	i: number,
	body: IDataObject,
	first: Field,
	then: Field,
) {
	const a = body[first];
	const b = body[then];
	if (typeof a === 'string' && typeof b === 'string' && Date.parse(b) <= Date.parse(a)) {
		v.fail(ctx, i, then, `(${b}) must be after ${v.labelOf(ctx, first)} (${a})`);
	}
}

function checkSchedule(ctx: IExecuteFunctions, i: number, body: IDataObject) {
	checkOrder(ctx, i, body, 'eventStartAt', 'eventEndAt');
	checkOrder(ctx, i, body, 'startAt', 'expiredAt');
}

/** POST the create path; never resent once it may have reached Mayar. Returns {id, link}. */
export async function createProduct(
	ctx: IExecuteFunctions,
	i: number,
	kind: ProductKind,
): Promise<OperationResult> {
	const spec = KINDS[kind];
	const top: IDataObject = {};
	for (const field of spec.required) {
		const name = FIELDS[field].property.name;
		top[name] = ctx.getNodeParameter(name, i) as IDataObject[string];
	}
	const body = {
		...readFields(ctx, i, spec.required, top, true),
		...readFields(
			ctx,
			i,
			spec.optional,
			ctx.getNodeParameter('additionalFields', i, {}) as IDataObject,
			false,
		),
	};
	checkSchedule(ctx, i, body);
	return dataOf(
		await mayarApiRequest(ctx, { method: 'POST', path: spec.createPath, body, itemIndex: i }),
	);
}

/**
 * POST {kind}/{id}/update with the id in the path and in the body (Mayar reads the body). V2 edits are partial:
 * only the fields set are sent, and an update that changes nothing is refused before any request.
 */
export async function updateProduct(
	ctx: IExecuteFunctions,
	i: number,
	kind: ProductKind,
): Promise<OperationResult> {
	const spec = KINDS[kind];
	const id = v.idParameter(ctx, i, 'productId');
	const changes = readFields(
		ctx,
		i,
		spec.updatable,
		ctx.getNodeParameter('updateFields', i, {}) as IDataObject,
		false,
	);
	if (Object.keys(changes).length === 0) {
		v.fail(
			ctx,
			i,
			'updateFields',
			'must hold at least one field to change',
			`Mayar needs at least one field besides the ID to update a ${spec.noun}. Add a field under Update Fields.`,
		);
	}
	// Live Mayar refuses a payment-link update without name (HTTP 200, messages "failed"), though its docs make it
	// optional: docs/api-notes.md, "Spec vs live".
	if (kind === 'paymentLink' && changes.name === undefined) {
		v.fail(
			ctx,
			i,
			'name',
			'is needed to update a payment link, even when it does not change',
			"Mayar refuses a payment link update without the product's name. Add Name under Update Fields (the current name keeps it as it is); a membership product also needs Amount.",
		);
	}
	checkSchedule(ctx, i, changes);
	const body = { id, ...changes };
	return dataOf(
		await mayarApiRequest(ctx, { method: 'POST', path: spec.updatePath(id), body, itemIndex: i }),
	);
}
