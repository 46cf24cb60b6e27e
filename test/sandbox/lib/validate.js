'use strict';
/**
 * A small body validator whose errors look like the ones Mayar's V2 API returns
 * (`{type, message, field, expected?, actual?}`, e.g. "The 'name' field is required.").
 *
 * Schema rules: { type: 'string'|'integer'|'number'|'email'|'url'|'date'|'boolean'|'object'|'array'|'any',
 *   required, min, max, positive, nonEmpty (optional string that may not be ''), props (object), items (array rule),
 *   values (allowed values), check(value, root) => message | null }.
 * Types are strict on purpose: "10000" is not an integer, so clients that send strings are caught.
 * An optional field given as null counts as absent.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function err(type, field, message, extra = {}) {
	return { type, message: `The '${field}' field ${message}`, field, ...extra };
}

function isPlainObject(v) {
	return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function isUrl(v) {
	try {
		const u = new URL(v);
		return (u.protocol === 'http:' || u.protocol === 'https:') && Boolean(u.hostname);
	} catch {
		return false;
	}
}

function isIsoDate(v) {
	return typeof v === 'string' && ISO_DATE.test(v) && !Number.isNaN(Date.parse(v));
}

function checkValue(rule, value, field, root, errors) {
	if (value === undefined || value === null) {
		if (rule.required) errors.push(err('required', field, 'is required.'));
		return;
	}
	const before = errors.length;
	switch (rule.type) {
		case 'string':
			if (typeof value !== 'string')
				errors.push(err('string', field, 'must be a string.', { actual: value }));
			else if (!rule.empty && value.trim() === '' && (rule.required || rule.nonEmpty))
				errors.push(err('stringEmpty', field, 'must not be empty.', { actual: value }));
			else if (rule.max !== undefined && value.length > rule.max)
				errors.push(
					err(
						'stringMax',
						field,
						`length must be less than or equal to ${rule.max} characters long.`,
						{ expected: rule.max, actual: value.length },
					),
				);
			break;
		case 'email':
			if (typeof value !== 'string')
				errors.push(err('string', field, 'must be a string.', { actual: value }));
			else if (!EMAIL.test(value))
				errors.push(err('email', field, 'must be a valid e-mail.', { actual: value }));
			break;
		case 'url':
			if (typeof value !== 'string')
				errors.push(err('string', field, 'must be a string.', { actual: value }));
			else if (!isUrl(value))
				errors.push(err('url', field, 'must be a valid URL.', { actual: value }));
			break;
		case 'date':
			if (!isIsoDate(value))
				errors.push(err('date', field, 'must be an ISO 8601 date string.', { actual: value }));
			break;
		case 'boolean':
			if (typeof value !== 'boolean')
				errors.push(err('boolean', field, 'must be a boolean value.', { actual: value }));
			break;
		case 'integer':
		case 'number':
			if (typeof value !== 'number' || !Number.isFinite(value))
				errors.push(err('number', field, 'must be a number.', { actual: value }));
			else if (rule.type === 'integer' && !Number.isInteger(value))
				errors.push(err('numberInteger', field, 'must be an integer.', { actual: value }));
			else if (rule.positive && value <= 0)
				errors.push(err('numberPositive', field, 'must be a positive number.', { actual: value }));
			else if (rule.min !== undefined && value < rule.min)
				errors.push(
					err('numberMin', field, `must be greater than or equal to ${rule.min}.`, {
						expected: rule.min,
						actual: value,
					}),
				);
			else if (rule.max !== undefined && value > rule.max)
				errors.push(
					err('numberMax', field, `must be less than or equal to ${rule.max}.`, {
						expected: rule.max,
						actual: value,
					}),
				);
			break;
		case 'object':
			if (!isPlainObject(value))
				errors.push(err('object', field, 'must be an Object.', { actual: value }));
			else if (rule.props) checkProps(rule.props, value, `${field}.`, root, errors);
			break;
		case 'array':
			if (!Array.isArray(value))
				errors.push(err('array', field, 'must be an array.', { actual: value }));
			else if (rule.min && value.length === 0)
				errors.push(err('arrayEmpty', field, 'must not be an empty array.'));
			else if (rule.min && value.length < rule.min)
				errors.push(
					err('arrayMin', field, `must contain at least ${rule.min} items.`, {
						expected: rule.min,
						actual: value.length,
					}),
				);
			else if (rule.max && value.length > rule.max)
				errors.push(
					err('arrayMax', field, `must contain less than or equal to ${rule.max} items.`, {
						expected: rule.max,
						actual: value.length,
					}),
				);
			else if (rule.items)
				value.forEach((v, i) => checkValue(rule.items, v, `${field}[${i}]`, root, errors));
			break;
		default:
			break;
	}
	if (errors.length === before && rule.values && !rule.values.includes(value)) {
		errors.push(
			err(
				'enumValue',
				field,
				`does not match any of the allowed values (${rule.values.join(', ')}).`,
				{ expected: rule.values.join(', '), actual: value },
			),
		);
	}
	if (errors.length === before && rule.check) {
		const message = rule.check(value, root);
		if (message) errors.push(err(rule.checkType || 'custom', field, message, { actual: value }));
	}
}

function checkProps(props, obj, prefix, root, errors) {
	for (const [name, rule] of Object.entries(props))
		checkValue(rule, obj[name], `${prefix}${name}`, root, errors);
}

/** Validates `body` against `schema`; returns the list of errors (empty when valid). */
function check(body, schema) {
	const errors = [];
	checkProps(schema, isPlainObject(body) ? body : {}, '', body, errors);
	return errors;
}

/** Copies the schema's fields that are present in body (partial updates). */
function present(body, names) {
	return names.filter((n) => body[n] !== undefined && body[n] !== null);
}

module.exports = { check, present, isUrl, isIsoDate, isPlainObject, EMAIL };
