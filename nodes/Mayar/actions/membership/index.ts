import type { INodeProperties } from 'n8n-workflow';

import type { ResourceOperations } from '../types';
import * as cancelMember from './cancelMember.operation';
import * as createMemberInvoice from './createMemberInvoice.operation';
import * as getMember from './getMember.operation';
import * as getMembers from './getMembers.operation';
import * as getTiers from './getTiers.operation';
import * as registerMember from './registerMember.operation';
import * as updateMember from './updateMember.operation';

export const operations: ResourceOperations = { cancelMember, createMemberInvoice, getMember, getMembers, getTiers, registerMember, updateMember };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['membership'] } },
		options: [
			{ name: 'Cancel Member', value: 'cancelMember', action: 'Cancel a member', description: "Stop an active member's membership" },
			{ name: 'Create Member Invoice', value: 'createMemberInvoice', action: 'Create an invoice for a member', description: "A bill for the member's current term, with a payment URL" },
			{ name: 'Get Member', value: 'getMember', action: 'Get a member', description: 'One member of a membership product, by member ID' },
			{ name: 'Get Members', value: 'getMembers', action: 'Get many members', description: 'List the members of a membership product' },
			{ name: 'Get Tiers', value: 'getTiers', action: 'Get many tiers', description: 'List the tiers (packages) of a membership product' },
			{ name: 'Register Member', value: 'registerMember', action: 'Register a member', description: 'Add a customer to a tier of a membership product' },
			{ name: 'Update Member', value: 'updateMember', action: 'Update a member', description: "Change a member's tier, period, status or dates" },
		],
		default: 'getMembers',
	},
	...cancelMember.description,
	...createMemberInvoice.description,
	...getMember.description,
	...getMembers.description,
	...getTiers.description,
	...registerMember.description,
	...updateMember.description,
];
