import type { ResourceDeclaration } from '../registry';
import * as cancelMember from './cancelMember.operation';
import * as createMemberInvoice from './createMemberInvoice.operation';
import * as getMember from './getMember.operation';
import * as getMembers from './getMembers.operation';
import * as getTiers from './getTiers.operation';
import * as registerMember from './registerMember.operation';
import * as updateMember from './updateMember.operation';

/**
 * Every operation of this resource, once, in the order of their parameters in the node. The Operation list
 * (sorted by name), the parameters and the router's dispatch map are derived from this (../registry).
 */
export const declaration: ResourceDeclaration = {
	defaultOperation: 'getMembers',
	operations: [
		{
			module: cancelMember,
			value: 'cancelMember',
			name: 'Cancel Member',
			action: 'Cancel member',
			description: "Stop an active member's membership",
		},
		{
			module: createMemberInvoice,
			value: 'createMemberInvoice',
			name: 'Create Member Invoice',
			action: 'Create invoice for member',
			description: "A bill for the member's current term, with a payment URL",
		},
		{
			module: getMember,
			value: 'getMember',
			name: 'Get Member',
			action: 'Get member',
			description: 'One member of a membership product, by member ID',
		},
		{
			module: getMembers,
			value: 'getMembers',
			name: 'Get Members',
			action: 'Get many members',
			description: 'List the members of a membership product',
		},
		{
			module: getTiers,
			value: 'getTiers',
			name: 'Get Tiers',
			action: 'Get many tiers',
			description: 'List the tiers (packages) of a membership product',
		},
		{
			module: registerMember,
			value: 'registerMember',
			name: 'Register Member',
			action: 'Register member',
			description: 'Add a customer to a tier of a membership product',
		},
		{
			module: updateMember,
			value: 'updateMember',
			name: 'Update Member',
			action: 'Update member',
			description: "Change a member's tier, period, status or dates",
		},
	],
};
