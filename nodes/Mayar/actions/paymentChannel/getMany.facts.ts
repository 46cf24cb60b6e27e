import type { OperationFacts } from '../../../../test/operations/types';

export const facts: OperationFacts = {
	sample: {
		minimal: () => ({}),
		full: () => ({
			output: 'channels',
			filters: { activeOnly: true, types: ['va', 'qris', 'ewallet'] },
		}),
		also: { settings: () => ({ output: 'settings' }) },
	},
	// its parameters are optional: the live check runs it with its defaults
	liveCheck: {},
	output: {
		id: "ID of the account's payment channel settings (Account Settings output)",
		name: "The channel's name, e.g. BCA Virtual Account",
		status: 'Whether the channel is active (true) or not (false)',
		type: 'Kind of channel: qris, qris_static, va, ewallet, card, retail or paylater',
		code: "The channel's code, e.g. QRIS or BCA",
		img: "URL of the channel's logo image",
	},
	claims: [
		["Output: One Item per Channel (default): one item per entry of Mayar's", 'label'],
		[
			'Whether to keep only the channels that are active',
			'test test/integration/paymentChannel.test.ts :: Active Only and Types narrow the channels',
		],
		[
			'Only channels of these types; none means all',
			'test test/integration/paymentChannel.test.ts :: Active Only and Types narrow the channels',
		],
	],
	notes:
		"[`GET /hl/v2/payment-channels`]: Required fields: none. **Output: One Item per Channel** (default): one item per entry of Mayar's `config[]`: `name`, `status` (true = active), `img`, `type` (`qris`, `qris_static`, `va`, `ewallet`, `card`, `retail`, `paylater`), `code`; filters **Active Only** and **Types**. **Output: Account Settings**: Mayar's object as one item (`isQRISStaticApproved`, `isCreditCardApproved`, `isAkulakuApproved`, `isAdminFeeBorneByCustomer`, `isChannelFeeBorneByCustomer`, `isRateLimitActive`, ... and `config[]`).",
};
