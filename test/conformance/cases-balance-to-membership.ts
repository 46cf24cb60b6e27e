/** The conformance table (./cases.ts), resources Balance to Membership. */
import type { ConformanceCase } from './cases';
import {
	rl,
	inDays,
	next,
	list,
	products,
	transactions,
	customers,
	customer,
	fresh,
	txOf,
	openLink,
	credit,
	creditTarget,
	memberships,
	tiersOf,
	activeMember,
	activeLicense,
	lines,
	jsonLines,
	type Rec,
	type License,
} from './records';

export const balanceToMembership: ConformanceCase[] = [
	// Balance

	// Bundling
	{
		resource: 'bundling',
		operation: 'get',
		prepare: ({ sb }) => ({ id: products(sb).find((p) => p.type === 'bundling')?.id }),
		minimal: (c) => ({ bundleId: rl(c.id) }),
		full: (c) => ({ bundleId: rl(c.id) }),
	},
	{
		resource: 'bundling',
		operation: 'getMany',
		minimal: () => ({}),
		full: () => ({ returnAll: true }),
	},

	// Coupon
	{
		resource: 'coupon',
		operation: 'checkUsage',
		minimal: () => ({ couponCode: 'HEMAT10' }),
		full: () => ({ couponCode: 'HEMAT10' }),
	},
	{
		resource: 'coupon',
		operation: 'create',
		prepare: ({ sb }) => ({
			n: next(),
			products: products(sb)
				.filter((p) => p.status === 'active')
				.slice(0, 2)
				.map((p) => p.id),
		}),
		minimal: (c) => ({ name: `Promo Konformitas ${c.n}`, value: 10, totalCoupons: 1 }),
		full: (c) => ({
			name: `Promo Konformitas ${c.n}`,
			couponType: 'reusable',
			code: `KONF${c.n}`,
			discountType: 'monetary',
			value: 15000,
			totalCoupons: 100,
			eligibleCustomerType: 'new',
			additionalFields: {
				expiredAt: inDays(30),
				minimumPurchase: 50000,
				productIds: c.products.join(', '),
			},
		}),
	},
	{
		resource: 'coupon',
		operation: 'get',
		prepare: ({ sb }) => ({ id: list(sb, 'coupons')[0].id }),
		minimal: (c) => ({ couponId: rl(c.id) }),
		full: (c) => ({ couponId: rl(c.id) }),
	},
	{
		resource: 'coupon',
		operation: 'getMany',
		minimal: () => ({}),
		full: () => ({ returnAll: true }),
	},
	{
		resource: 'coupon',
		operation: 'validate',
		prepare: ({ sb }) => ({ productId: products(sb).find((p) => p.status === 'active')?.id }),
		minimal: (c) => ({ couponCode: 'HEMAT10', paymentLinkId: rl(c.productId), amount: 75000 }),
		full: (c) => ({
			couponCode: 'HEMAT10',
			paymentLinkId: rl(c.productId),
			amount: 75000,
			notApplicableAsOutput: false,
			additionalFields: { customerEmail: 'pembeli@example.com' },
		}),
	},

	// Credit: minimal on the credit product, full on the membership product with its tier.
	{
		resource: 'credit',
		operation: 'addCredit',
		prepare: ({ sb }, variant) => creditTarget(sb, variant),
		minimal: (c) => ({ customerId: rl(c.customerId), productId: rl(c.productId), amount: 5 }),
		full: (c) => ({
			customerId: rl(c.customerId),
			productId: rl(c.productId),
			amount: 5,
			additionalFields: {
				membershipTierId: c.tierId,
				additionalBody: JSON.stringify({ membershipTierId: c.tierId }),
			},
		}),
	},
	{
		resource: 'credit',
		operation: 'generateCheckout',
		prepare: ({ sb }) => ({ productId: credit(sb).mainProductId, n: next() }),
		minimal: (c) => ({ productId: rl(c.productId) }),
		full: (c) => ({
			productId: rl(c.productId),
			additionalFields: {
				name: 'Budi Santoso',
				email: `budi.kredit.${c.n}@example.com`,
				mobile: '081234567890',
				creditAmount: 100,
				additionalBody: JSON.stringify({ creditAmount: 100 }),
			},
		}),
	},
	{
		resource: 'credit',
		operation: 'getBalance',
		prepare: ({ sb }, variant) => creditTarget(sb, variant),
		minimal: (c) => ({ customerId: rl(c.customerId), productId: rl(c.productId) }),
		full: (c) => ({
			customerId: rl(c.customerId),
			productId: rl(c.productId),
			additionalFields: { membershipTierId: c.tierId },
		}),
	},
	{
		resource: 'credit',
		operation: 'getHistory',
		prepare: ({ sb }) => creditTarget(sb, 'minimal'),
		minimal: (c) => ({ customerId: rl(c.customerId), productId: rl(c.productId) }),
		full: (c) => ({ customerId: rl(c.customerId), productId: rl(c.productId), returnAll: true }),
	},
	{
		resource: 'credit',
		operation: 'spendCredit',
		prepare: ({ sb }, variant) => {
			const t = creditTarget(sb, variant);
			// Enough balance to spend, whatever ran before.
			const key = `${t.customerId}|${t.productId}|${t.tierId ?? ''}`;
			const b = (credit(sb).balances[key] ??= { main: 0, addon: 0 });
			b.main += 10;
			return t;
		},
		minimal: (c) => ({ customerId: rl(c.customerId), productId: rl(c.productId), amount: 1 }),
		full: (c) => ({
			customerId: rl(c.customerId),
			productId: rl(c.productId),
			amount: 1,
			additionalFields: {
				membershipTierId: c.tierId,
				additionalBody: JSON.stringify({ membershipTierId: c.tierId }),
			},
		}),
	},

	// Customer
	{
		resource: 'customer',
		operation: 'create',
		prepare: () => ({ n: next() }),
		minimal: (c) => ({
			name: 'Sari Dewi',
			email: `sari.${c.n}@example.com`,
			mobile: '081298765432',
		}),
		full: (c) => ({ name: 'Sari Dewi', email: `sari.${c.n}@example.com`, mobile: '081298765432' }),
	},
	{
		resource: 'customer',
		operation: 'getByEmail',
		prepare: ({ sb }) => ({ email: customers(sb)[0].email }),
		minimal: (c) => ({ email: c.email }),
		full: (c) => ({ email: c.email }),
	},
	{
		resource: 'customer',
		operation: 'getMany',
		prepare: ({ sb }) => ({
			paymentLinkId: transactions(sb).find((t) => t.customerId)?.paymentLinkId,
		}),
		minimal: () => ({}),
		full: (c) => ({
			returnAll: true,
			filters: { startAt: inDays(-400), endAt: inDays(0), paymentLinkId: c.paymentLinkId },
		}),
		also: { pages: () => ({ returnAll: true }) },
	},
	{
		resource: 'customer',
		operation: 'updateEmail',
		prepare: ({ sb }) => ({ id: fresh(customers(sb).slice(10), 'customer').id, n: next() }),
		minimal: (c) => ({ customerId: rl(c.id), toEmail: `pindah.${c.n}@example.com` }),
		full: (c) => ({ customerId: rl(c.id), toEmail: `pindah.${c.n}@example.com` }),
	},
	{
		resource: 'customer',
		operation: 'sendPortalLoginLink',
		prepare: ({ sb }) => ({ email: customers(sb)[0].email }),
		minimal: (c) => ({ email: c.email }),
		full: (c) => ({ email: c.email }),
	},

	// Installment
	{
		resource: 'installment',
		operation: 'create',
		prepare: () => ({ n: next() }),
		minimal: (c) => ({
			name: 'Budi Santoso',
			email: `budi.cicil.${c.n}@example.com`,
			mobile: '081298765432',
			amount: 3_000_000,
			description: `Laptop cicilan #${c.n}`,
			interest: 0,
			tenure: 3,
			dueDate: 10,
		}),
		full: (c) => ({
			name: 'Budi Santoso',
			email: `budi.cicil.${c.n}@example.com`,
			mobile: '081298765432',
			amount: 6_000_000,
			description: `Motor cicilan #${c.n}`,
			interest: 2.5,
			tenure: 12,
			dueDate: 25,
		}),
	},
	{
		resource: 'installment',
		operation: 'get',
		prepare: ({ sb }) => ({ id: list(sb, 'installments')[0].id }),
		minimal: (c) => ({ installmentId: rl(c.id) }),
		full: (c) => ({ installmentId: rl(c.id) }),
	},
	{
		resource: 'installment',
		operation: 'getMany',
		prepare: ({ sb }) => ({ customerId: list(sb, 'installments')[0].customerId }),
		minimal: () => ({}),
		full: (c) => ({ returnAll: true, filters: { customerId: c.customerId, status: 'active' } }),
	},

	// Invoice
	{
		resource: 'invoice',
		operation: 'create',
		prepare: () => ({ n: next() }),
		minimal: (c) => ({
			name: 'Siti Rahma',
			email: `siti.${c.n}@example.com`,
			mobile: '081234567890',
			description: `Order #${c.n}`,
			items: lines(c.n),
			expiredAt: inDays(7),
			redirectUrl: 'https://shop.example.com/thanks',
		}),
		full: (c) => ({
			name: 'Siti Rahma',
			email: `siti.${c.n}@example.com`,
			mobile: '081234567890',
			description: `Order #${c.n}`,
			itemsInput: 'fields',
			items: lines(c.n),
			expiredAt: inDays(7),
			redirectUrl: 'https://shop.example.com/thanks',
			additionalFields: {
				cashtag: 'tokositi',
				extraData: JSON.stringify({ orderId: `A-${c.n}` }),
				paymentMethod: 'QRIS',
			},
		}),
		also: {
			itemsJson: (c) => ({
				name: 'Siti Rahma',
				email: `siti.${c.n}@example.com`,
				mobile: '081234567890',
				description: `Order #${c.n}`,
				itemsInput: 'json',
				itemsJson: '={{ $json.lines }}',
				expiredAt: inDays(7),
				redirectUrl: 'https://shop.example.com/thanks',
			}),
		},
		items: (c) => [{ lines: jsonLines(c.n) }],
	},
	{
		resource: 'invoice',
		operation: 'get',
		prepare: ({ sb }) => ({ id: list(sb, 'invoices')[0].id }),
		minimal: (c) => ({ invoiceId: rl(c.id) }),
		full: (c) => ({ invoiceId: rl(c.id), simplify: false }),
	},
	{
		resource: 'invoice',
		operation: 'getMany',
		minimal: () => ({}),
		full: () => ({
			returnAll: true,
			simplify: false,
			filters: { search: 'Kopi', status: 'active' },
		}),
		also: { pages: () => ({ returnAll: true }) },
	},
	{
		resource: 'invoice',
		operation: 'getManyByEmail',
		prepare: ({ sb }) => {
			const inv = list(sb, 'invoices').find(
				(r) => r.status === 'active' && txOf(sb, r.transactionId)?.status === 'created',
			) as Rec;
			return { email: customer(sb, inv.customerId as string).email };
		},
		minimal: (c) => ({ email: c.email }),
		full: (c) => ({
			email: c.email,
			returnAll: true,
			simplify: false,
			filters: { status: 'active' },
		}),
	},
	{
		resource: 'invoice',
		operation: 'setStatus',
		prepare: ({ sb }) => ({ id: openLink(sb, 'invoices').id }),
		minimal: (c) => ({ invoiceId: rl(c.id) }),
		full: (c) => ({ invoiceId: rl(c.id), status: 'unlisted' }),
	},
	{
		resource: 'invoice',
		operation: 'update',
		prepare: ({ sb }) => ({ id: openLink(sb, 'invoices').id, n: next() }),
		minimal: (c) => ({ invoiceId: rl(c.id), items: lines(c.n) }),
		full: (c) => ({
			invoiceId: rl(c.id),
			itemsInput: 'fields',
			items: lines(c.n),
			updateFields: {
				description: `Order #${c.n} (revisi)`,
				expiredAt: inDays(14),
				notes: 'Terima kasih',
				redirectUrl: 'https://shop.example.com/thanks',
				tax: 11,
			},
		}),
		also: {
			itemsJson: (c) => ({
				invoiceId: rl(c.id),
				itemsInput: 'json',
				itemsJson: '={{ $json.lines }}',
			}),
		},
		items: (c) => [{ lines: jsonLines(c.n) }],
	},

	// License (software)
	{
		resource: 'license',
		operation: 'verify',
		prepare: ({ sb }) => activeLicense(list(sb, 'licenses') as unknown as License[]),
		minimal: (c) => ({ licenseCode: c.licenseCode, productId: rl(c.productId) }),
		full: (c) => ({
			licenseCode: c.licenseCode,
			productId: rl(c.productId),
			options: { failOnUnknown: true },
		}),
	},

	// Membership
	{
		resource: 'membership',
		operation: 'cancelMember',
		prepare: ({ sb }) => ({
			productId: memberships(sb).mainProductId,
			memberId: activeMember(sb).memberId,
		}),
		minimal: (c) => ({ productId: rl(c.productId), memberId: c.memberId }),
		full: (c) => ({ productId: rl(c.productId), memberId: c.memberId }),
	},
	{
		resource: 'membership',
		operation: 'createMemberInvoice',
		prepare: ({ sb }) => ({
			productId: memberships(sb).mainProductId,
			memberId: activeMember(sb).memberId,
		}),
		minimal: (c) => ({ productId: rl(c.productId), memberId: c.memberId }),
		full: (c) => ({ productId: rl(c.productId), memberId: c.memberId }),
	},
	{
		resource: 'membership',
		operation: 'getMember',
		prepare: ({ sb }) => ({
			productId: memberships(sb).mainProductId,
			memberId: activeMember(sb).memberId,
		}),
		minimal: (c) => ({ productId: rl(c.productId), memberId: c.memberId }),
		full: (c) => ({ productId: rl(c.productId), memberId: c.memberId, simplify: false }),
	},
	{
		resource: 'membership',
		operation: 'getMembers',
		prepare: ({ sb }) => ({ productId: memberships(sb).mainProductId }),
		minimal: (c) => ({ productId: rl(c.productId) }),
		full: (c) => ({
			productId: rl(c.productId),
			returnAll: true,
			simplify: false,
			filters: {
				isChurnedMember: true,
				startDate: '2020-01-01T00:00:00Z',
				endDate: inDays(1),
				searchTerm: 'example.com',
			},
		}),
		also: { pages: (c) => ({ productId: rl(c.productId), returnAll: true }) },
	},
	{
		resource: 'membership',
		operation: 'getTiers',
		prepare: ({ sb }) => ({ productId: memberships(sb).mainProductId }),
		minimal: (c) => ({ productId: rl(c.productId) }),
		full: (c) => ({ productId: rl(c.productId), returnAll: true }),
	},
	{
		resource: 'membership',
		operation: 'registerMember',
		prepare: ({ sb }) => {
			const productId = memberships(sb).mainProductId;
			return {
				productId,
				tierId: tiersOf(sb, productId).find((t) => t.limit === null)?.id,
				n: next(),
			};
		},
		minimal: (c) => ({
			productId: rl(c.productId),
			membershipTierId: c.tierId,
			name: 'Rina Lestari',
			email: `rina.member.${c.n}@example.com`,
			mobile: '081234567890',
			membershipMonthlyPeriod: 1,
		}),
		full: (c) => ({
			productId: rl(c.productId),
			membershipTierId: c.tierId,
			name: 'Rina Lestari',
			email: `rina.member.${c.n}@example.com`,
			mobile: '081234567890',
			membershipMonthlyPeriod: 3,
		}),
	},
	{
		resource: 'membership',
		operation: 'updateMember',
		prepare: ({ sb }) => {
			const m = activeMember(sb);
			const productId = memberships(sb).mainProductId;
			return {
				productId,
				memberId: m.memberId,
				tierId: tiersOf(sb, productId).find((t) => t.id !== m.membershipTierId)?.id,
			};
		},
		minimal: (c) => ({
			productId: rl(c.productId),
			memberId: c.memberId,
			updateFields: { status: 'active' },
		}),
		full: (c) => ({
			productId: rl(c.productId),
			memberId: c.memberId,
			updateFields: {
				expiredAt: inDays(200),
				membershipMonthlyPeriod: 6,
				nextPayment: inDays(180),
				status: 'active',
				membershipTierId: c.tierId,
			},
		}),
	},
];
