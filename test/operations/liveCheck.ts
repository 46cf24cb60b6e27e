/**
 * What the live-check steps of the facts files (`liveCheck`, ./types.ts) share: parameters from the rows earlier
 * steps kept, or a skip saying why when the account holds none. scripts/check-live/plan.js runs the steps.
 */
import type { IDataObject } from 'n8n-workflow';

import type { Ctx, Params } from './types';

/** A resource locator by id, as text: Mayar's ids come as numbers now and then. */
export const locator = (value: unknown) => ({ __rl: true, mode: 'id', value: String(value) });
const skip = (reason: string) => ({ skip: reason });

/** params(value) when `value` is there, otherwise a skip with `reason`. */
export function need<T>(
	value: T | undefined | null | '',
	reason: string,
	params: (value: T) => IDataObject,
) {
	return value === undefined || value === null || value === '' ? skip(reason) : params(value as T);
}

/** A read by an id found before (pick(c)), given as `param` with `extra`: skipped, saying why, when there is none. */
export const byId =
	(pick: (c: Ctx) => unknown, none: string, param: string, extra: IDataObject = {}): Params =>
	(c) =>
		need(pick(c), none, (id) => ({ [param]: locator(id), ...extra }));

/** The first product of the kept products (`products`) of a type. */
export const ofType = (c: Ctx, type: string) =>
	((c.products ?? []) as IDataObject[]).find((p) => p.type === type);

/** Why no license read can run: the API lists no license code. */
export const NO_LICENSE = 'needs a license code of this account (the API lists none)';
