'use strict';
/** The pieces more than one part of the contract uses, and the records several resources nest. */

const STATUS_ACTIONS = ['active', 'closed', 'unlisted', 'open', 'close'];

const STATUS_ACTION_SRC =
	'spec: States and transitions "V2 status action"; V2 request body changes "Product status action values"; docs product/changestatus';

const licenseBody = (src) => ({
	licenseCode: { type: 'string', required: true, source: src },
	productId: { type: 'string', required: true, source: src },
});

/** spec: Payment request (list item) table. */
const PAYMENT_REQUEST_LIST_TYPES = {
	id: 'string',
	amount: 'integer|null',
	category: 'string|null',
	createdAt: 'integer',
	description: 'string',
	link: 'string',
	type: 'string',
	status: 'string',
	name: 'string',
	limit: 'number|null',
	redirectUrl: 'string|null',
	installmentId: 'string|null',
	event: 'object|null',
	order: 'object|null',
	coverImageId: 'string|null',
	multipleImageId: 'string|null',
	coverImage: 'object|null',
	multipleImage: 'array',
};

/** spec: License table. */
const LICENSE_TYPES = {
	licenseCode: 'string',
	status: 'string',
	expiredAt: 'string',
	transactionId: 'string',
	productId: 'string',
	customerId: 'string',
	customerName: 'string',
	customerEmail: 'string',
	activationLimit: 'string',
	useCount: 'number',
	createdAt: 'string',
	updatedAt: 'string',
};

const IMAGE_NESTED = { coverImage: 'image', multipleImage: 'image' };

const records = {
	image: {
		fields: ['id', 'fileType', 'url', 'createdAt', 'updatedAt'],
		source: 'spec: Image object (createdAt, updatedAt on multipleImage entries only)',
		types: {
			id: 'string',
			fileType: 'string',
			url: 'string',
			createdAt: 'integer',
			updatedAt: 'integer',
		},
	},
	idLink: {
		fields: ['id', 'link'],
		source:
			'spec: product create/edit and invoice/payment edit responses data {id, link}; docs (all create endpoints return {id, link})',
		types: { id: 'string', link: 'string' },
		typesSource: 'spec: digital product create response data {id: string, link: string public URL}',
	},
};

module.exports = {
	STATUS_ACTIONS,
	STATUS_ACTION_SRC,
	licenseBody,
	PAYMENT_REQUEST_LIST_TYPES,
	LICENSE_TYPES,
	IMAGE_NESTED,
	records,
};
