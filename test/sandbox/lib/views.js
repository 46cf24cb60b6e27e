'use strict';
/**
 * How stored records are shown by the API. Stored records keep epoch-ms timestamps and plain fields; the
 * shapes below follow the spec's "Resources and their fields" plus the V2 response changes.
 */

const PUBLIC_PATHS = {
	linkUrl: (base, slug) => `${base}/plink/${slug}`,
	linkPayment: (base, slug) => `${base}/pl/${slug}`,
	invoice: (base, slug) => `${base}/invoices/${slug}`,
	selectChannel: (base, txId) => `${base}/select-channel/${txId}`,
};

function customer(c) {
	return c ? { id: c.id, email: c.email, name: c.name, mobile: c.mobile } : null;
}

/** Fields shared by every payment-link shaped record (product, payment request, invoice). */
function linkCore(p) {
	return {
		id: p.id,
		amount: p.amount,
		category: p.category,
		createdAt: p.createdAt,
		description: p.description,
		link: p.link,
		type: p.type,
		subType: p.subType === undefined ? null : p.subType,
		status: p.status,
		name: p.name,
		limit: p.limit === undefined ? null : p.limit,
		redirectUrl: p.redirectUrl === undefined ? null : p.redirectUrl,
		installmentId: p.installmentId || null,
		event: p.event || null,
		order: p.order || null,
		coverImageId: p.coverImage ? p.coverImage.id : null,
		multipleImageId:
			p.multipleImage && p.multipleImage.length ? p.multipleImage.map((i) => i.id).join(',') : null,
		coverImage: p.coverImage
			? { id: p.coverImage.id, fileType: p.coverImage.fileType, url: p.coverImage.url }
			: null,
		multipleImage: p.multipleImage ? p.multipleImage.map((i) => ({ ...i })) : null,
	};
}

/** Product list item: V2 drops `transactions`, keeps linkUrl and linkPayment. */
function productListItem(p, ctx) {
	const base = ctx.publicUrl;
	return {
		...linkCore(p),
		variant: p.variant || null,
		membershipTier: p.membershipTier || [],
		variants: p.variants || [],
		linkUrl: PUBLIC_PATHS.linkUrl(base, p.link),
		linkPayment: PUBLIC_PATHS.linkPayment(base, p.link),
	};
}

function productDetail(p, ctx) {
	const txs = ctx.model.transactionsOf(p.id);
	return {
		...productListItem(p, ctx),
		userId: p.userId,
		qty: p.qty === undefined ? null : p.qty,
		crossoutPrice: p.crossoutPrice === undefined ? null : p.crossoutPrice,
		notes: p.notes === undefined ? null : p.notes,
		terms: p.terms === undefined ? null : p.terms,
		tax: p.tax === undefined ? null : p.tax,
		eventUrl: p.eventUrl === undefined ? null : p.eventUrl,
		paymentType: p.paymentType === undefined ? null : p.paymentType,
		startAt: p.startAt === undefined ? null : p.startAt,
		eventStartAt: p.eventStartAt === undefined ? null : p.eventStartAt,
		eventEndAt: p.eventEndAt === undefined ? null : p.eventEndAt,
		expiredAt: p.expiredAt === undefined ? null : p.expiredAt,
		updatedAt: p.updatedAt,
		transactions: txs.map((t) => ({ id: t.id, extraData: t.extraData || null })),
	};
}

/** Payment request list item: the product fields without transactions, linkUrl and linkPayment (spec). */
function paymentListItem(p) {
	// The spec types a payment request's multipleImage as an array (a product's may be null).
	const item = linkCore(p);
	return { ...item, multipleImage: item.multipleImage ?? [] };
}

/** The "unpaid" of the spec's documented case: an open request shows unpaid on its detail. */
function detailStatus(p) {
	return p.status === 'active' ? 'unpaid' : p.status;
}

function paymentDetail(p, ctx) {
	const tx = ctx.model.transaction(p.transactionId);
	const c = ctx.model.customer(p.customerId);
	const base = ctx.publicUrl;
	return {
		id: p.id,
		link: p.link,
		name: p.name,
		category: p.category,
		limit: p.limit === undefined ? null : p.limit,
		type: p.type,
		userId: p.userId,
		event: p.event || null,
		order: p.order || null,
		qty: p.qty === undefined ? null : p.qty,
		amount: p.amount,
		status: detailStatus(p),
		description: p.description,
		coverImageId: null,
		multipleImageId: null,
		coverImage: null,
		multipleImage: [],
		membershipTier: [],
		createdAt: p.createdAt,
		updatedAt: p.updatedAt,
		expiredAt: p.expiredAt,
		redirectUrl: p.redirectUrl === undefined ? null : p.redirectUrl,
		notes: p.notes === undefined ? null : p.notes,
		paymentMethod: p.paymentMethod || null,
		cashtag: p.cashtag || null,
		extraData: p.extraData || null,
		customerId: p.customerId || null,
		customer: customer(c),
		transactionId: p.transactionId,
		transactions: tx
			? [
					{
						id: tx.id,
						status: tx.status === 'paid' ? 'paid' : 'created',
						extraData: tx.extraData || null,
					},
				]
			: [],
		paymentUrl: PUBLIC_PATHS.invoice(base, p.link),
		linkUrl: PUBLIC_PATHS.invoice(base, p.link),
		linkPayment: PUBLIC_PATHS.invoice(base, p.link),
	};
}

function invoiceListItem(inv, ctx) {
	const tx = ctx.model.transaction(inv.transactionId);
	return {
		id: inv.id,
		amount: inv.amount,
		category: inv.category,
		createdAt: inv.createdAt,
		description: inv.description,
		link: inv.link,
		type: 'invoice',
		status: inv.status,
		name: inv.name,
		redirectUrl: inv.redirectUrl === undefined ? null : inv.redirectUrl,
		customerId: inv.customerId,
		transactions: tx
			? [
					{
						id: tx.id,
						status: tx.status === 'paid' ? 'paid' : 'created',
						extraData: tx.extraData || null,
					},
				]
			: [],
		customer: customer(ctx.model.customer(inv.customerId)),
	};
}

function invoiceDetail(inv, ctx) {
	return {
		...invoiceListItem(inv, ctx),
		status: detailStatus(inv),
		userId: inv.userId,
		expiredAt: inv.expiredAt,
		updatedAt: inv.updatedAt,
		items: inv.items.map((i) => ({ ...i })),
		notes: inv.notes === undefined ? null : inv.notes,
		tax: inv.tax === undefined ? null : inv.tax,
		paymentMethod: inv.paymentMethod || null,
		cashtag: inv.cashtag || null,
		extraData: inv.extraData || null,
		transactionId: inv.transactionId,
		paymentUrl: PUBLIC_PATHS.invoice(ctx.publicUrl, inv.link),
		paymentLinkId: inv.id,
	};
}

module.exports = {
	PUBLIC_PATHS,
	customer,
	linkCore,
	productListItem,
	productDetail,
	paymentListItem,
	paymentDetail,
	invoiceListItem,
	invoiceDetail,
	detailStatus,
};

/** The paymentLink object inside transaction rows (spec: Unpaid transaction > paymentLink). */
function paymentLinkSummary(l) {
	if (!l) return null;
	return {
		id: l.id,
		category: l.category === undefined ? null : l.category,
		createdAt: l.createdAt,
		description: l.description,
		link: l.link,
		name: l.name,
		redirectUrl: l.redirectUrl === undefined ? null : l.redirectUrl,
		userId: l.userId,
		coverImageId: l.coverImage ? l.coverImage.id : null,
		multipleImageId:
			l.multipleImage && l.multipleImage.length ? l.multipleImage.map((i) => i.id).join(',') : null,
		coverImage: l.coverImage
			? { id: l.coverImage.id, fileType: l.coverImage.fileType, url: l.coverImage.url }
			: null,
		multipleImage: l.multipleImage ? l.multipleImage.map((i) => ({ ...i })) : null,
	};
}

/** Where a transaction is paid: the invoice page for invoice-like links, the channel picker otherwise. */
function paymentUrlOf(tx, l, ctx) {
	if (l && ['invoice', 'payment_request', 'installment'].includes(l.type))
		return PUBLIC_PATHS.invoice(ctx.publicUrl, l.link);
	return PUBLIC_PATHS.selectChannel(ctx.publicUrl, tx.id);
}

/** A transaction row as the unpaid and product-transaction lists show it; `status` is chosen by the caller. */
function transactionRow(tx, ctx, status) {
	const found = ctx.model.link(tx.paymentLinkId);
	const l = found ? found.record : null;
	return {
		id: tx.id,
		createdAt: tx.createdAt,
		type: tx.type,
		amount: tx.amount,
		status,
		urlParamTrackingData: tx.urlParamTrackingData,
		paymentLinkId: tx.paymentLinkId,
		customerId: tx.customerId,
		customeField: tx.customeField,
		customer: customer(ctx.model.customer(tx.customerId)),
		paymentLink: paymentLinkSummary(l),
		paymentUrl: paymentUrlOf(tx, l, ctx),
	};
}

module.exports.paymentLinkSummary = paymentLinkSummary;
module.exports.paymentUrlOf = paymentUrlOf;
module.exports.transactionRow = transactionRow;
