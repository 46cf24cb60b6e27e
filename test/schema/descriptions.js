'use strict';
/**
 * Field descriptions for the output schemas of the Mayar nodes: what each output field is and what a merchant does
 * with it. Merchant words taken from Mayar's spec ("Resources and their fields", "States and transitions", "Events"),
 * Mayar's public docs (data types, endpoint tables, webhook payload) and the node's docs; where no source gives a
 * meaning, the text says so instead of guessing.
 */
/** The two notes of nullWhenAbsent (below): which side of the recorded difference lacks the field. */
const SPEC_ONLY =
	"null where Mayar sends none: the spec documents it, Mayar's live answers were recorded without it";
const LIVE_ONLY =
	"null where Mayar sends none: Mayar's live answers were recorded with it, the spec's without";
module.exports = {
	/**
	 * Shared, by path ('field', 'parent.child', 'list[].member'): the meaning is the same in every record that has
	 * the path (a path's tail or last name counts too). A meaning of one record goes in that record's
	 * `descriptions` in test/contract/mayar-v2.js, or in byOperation below; never here, where every other record
	 * with the name would borrow it: test/integration/schemas.test.ts fails on an entry that describes the fields of
	 * one record only (or of none).
	 */
	fields: {
		activationLimit:
			'How many activations the license allows, as text; Tidak terbatas means unlimited',
		balanceHistoryType: 'Kind of balance-history row, e.g. payment',
		bundlingProductType: 'Returned by Mayar; its meaning is not documented (e.g. digital_product)',
		category: 'The category, or null',
		'content[].file': 'The uploaded file: ID, file name, size and MIME type',
		'content[].file.filename': 'Name of the uploaded file',
		'content[].file.id': "Mayar's ID of the uploaded file",
		'content[].file.mimetype': 'MIME type of the file, e.g. image/jpeg or video/mp4',
		'content[].file.size': 'Size of the file (unit not documented), or null',
		'content[].id': "Mayar's ID of this content entry of the review",
		'content[].value': 'Kind of content: image or video',
		coupons: 'The codes of this discount, one entry per code',
		'coupons[].code': 'The code customers type at checkout',
		'coupons[].createdAt': 'When the code was created, epoch milliseconds',
		'coupons[].discountId': 'ID of the discount this code belongs to',
		'coupons[].endMonthTrial': 'Returned by Mayar; its meaning is not documented',
		'coupons[].expiredAt':
			'When the code expires (ISO 8601 date-time on Create, epoch milliseconds on Get); null means never',
		'coupons[].id': "Mayar's ID of this code",
		'coupons[].isActive': 'Whether the code can be used',
		'coupons[].limit': 'How many times this code can be used',
		'coupons[].type': 'reusable (one code for many uses) or onetime (each code used once)',
		'coupons[].updatedAt': 'When the code last changed, epoch milliseconds',
		'coupons[].userId': 'ID of the merchant account that owns the code',
		coverImage: 'The cover image (ID, file type, URL), or null',
		'coverImage.fileType': 'MIME type of the image, e.g. image/jpeg',
		'coverImage.id': "Mayar's ID of the image",
		'coverImage.url': 'URL of the cover image: use it in an email or shop page',
		coverImageId: 'ID of the cover image, or null',
		coverImageUrl: "URL of the product's cover image (coverImage.url), or null",
		createdAt: 'When the record was created, epoch milliseconds',
		credit: 'Amount credited to your balance for this payment, in rupiah (IDR), an integer',
		customeField:
			"The customer's answers to the product's custom form, or null; Mayar spells the name so",
		customer: 'The customer: ID, name, email and mobile',
		'customer.email': "The customer's email address",
		'customer.id': "The customer's ID",
		'customer.mobile': "The customer's mobile number",
		'customer.name': "The customer's name",
		'customer.status': "The customer's status, e.g. active",
		customerEmail: "The customer's email address",
		customerId: "The customer's ID: use it with Customer, Credit or Review operations",
		customerMobile: "The customer's mobile number",
		customerName: "The customer's name",
		discountProductType: 'Which products the discount covers: all, or selected ones',
		discountType: 'monetary (a fixed rupiah amount off) or percentage',
		eligibleCustomerType: 'Who may use the discount: all, new or old (returning) customers',
		email: "The customer's email address",
		event:
			'Event details (address, online or not, maximum tickets) for event products; otherwise null',
		expirationDate: 'When this transaction expires, epoch milliseconds',
		extraData: 'Your own data attached at create (e.g. an order ID), echoed back; null when none',
		fee: 'Fees taken from this payment, one entry each (e.g. xendit_fee, mayar_fee)',
		'fee[].balanceHistoryType': 'Kind of fee: xendit_fee or mayar_fee',
		'fee[].debit': 'The fee amount, in rupiah (IDR), an integer',
		'fee[].id': "Mayar's ID of this fee row",
		found: 'Whether Mayar knows this license code; false means reason is notFound',
		installmentId: 'ID of the installment plan when the product supports installments, or null',
		invoiceCode: "The transaction's invoice code",
		isCrossSell: 'Whether the purchase was a cross-sell',
		isLicenseActive: 'Whether the license is active: true means grant access',
		isLifeTime: 'Whether the discount never expires',
		licenseCode: 'The license code',
		limit: 'Maximum purchases or participants; null means no limit',
		linkPayment: "The product's payment URL (…/pl/slug): send it to buyers to pay directly",
		linkUrl: "The product's public page URL (…/plink/slug): share it to sell the product",
		memberId: "The member's public code (e.g. MBR8X2QK): use it with Get, Update or Cancel Member",
		membershipTier: "The member's tier (package)",
		'membershipTier.gracePeriodInDays': "The tier's grace period, in days",
		'membershipTier.id': "The tier's ID",
		'membershipTier.name': "The tier's name",
		'membershipTier.status': "The tier's status, e.g. ACTIVE",
		membershipTierId: 'ID of the membership tier (package)',
		membershipTierName: 'Name of the membership tier (package)',
		message: "Mayar's answer message, e.g. success",
		minimumPurchase: 'Minimum purchase for the discount to apply, in rupiah (IDR), an integer',
		mobile: "The customer's mobile number",
		monthlyPaymentPeriod: "The member's payment period, in months",
		multipleImage: 'The gallery images (ID, file type, URL), or null',
		multipleImageId: 'ID(s) of the gallery images, or null',
		'multipleImage[].createdAt': 'When the image was added, epoch milliseconds',
		'multipleImage[].fileType': 'MIME type of the image, e.g. image/jpeg',
		'multipleImage[].id': "Mayar's ID of the image",
		'multipleImage[].updatedAt': 'When the image last changed, epoch milliseconds',
		'multipleImage[].url': 'URL of the image',
		nextDelivery:
			'When Mayar will deliver again, or null; Mayar does not document its retry schedule',
		nextPayment: "When the member's next payment is due, ISO 8601 date-time",
		notes: 'Notes, or null',
		order: 'Order settings of the product, or null; Mayar does not document its fields',
		orderVariant: 'Returned by Mayar; its meaning is not documented',
		payload: 'The event delivered: event name and data (an object; JSON text when not parsed)',
		paymentLink: 'The product (payment link) this belongs to',
		'paymentLink.amount': 'Price of the product, in rupiah (IDR), an integer',
		'paymentLink.category': "The product's category, or null",
		'paymentLink.coverImage': "The product's cover image, or null",
		'paymentLink.coverImageId': "ID of the product's cover image, or null",
		'paymentLink.createdAt': 'When the product was created, epoch milliseconds',
		'paymentLink.description': "The product's description (HTML)",
		'paymentLink.expiredAt':
			'When the product or payment link expires, epoch milliseconds, or null',
		'paymentLink.id': "The product's ID (paymentLinkId)",
		'paymentLink.link': "Slug of the product's public page, not a full URL",
		'paymentLink.multipleImage': "The product's gallery images, or null",
		'paymentLink.multipleImageId': "ID(s) of the product's gallery images, or null",
		'paymentLink.name': "The product's name",
		'paymentLink.redirectUrl': 'Where the customer is sent after paying, or null',
		'paymentLink.status': "The product's or payment link's status, e.g. active",
		'paymentLink.subType': "The product's sub-type, or null",
		'paymentLink.type': 'The product type, e.g. digital_product, event or membership',
		'paymentLink.userId': 'ID of the merchant account that owns the product',
		paymentLinkId: 'ID of the product (payment link) this belongs to',
		paymentLinkName: 'Name of the product or payment link paid for (paymentLink.name)',
		paymentLinkTransaction:
			'The transaction behind this balance row: ID, tracking data and who pays fees',
		'paymentLinkTransaction.id': 'The transaction ID (same as transactionId)',
		'paymentLinkTransaction.isAdminFeeBorneByCustomer': 'Whether the customer paid the admin fee',
		'paymentLinkTransaction.isChannelFeeBorneByCustomer':
			'Whether the customer paid the payment channel fee',
		'paymentLinkTransaction.urlParamTrackingData':
			'Tracking parameters from the checkout URL (e.g. UTM), as text, or null',
		paymentLinkTransactionId: 'The transaction ID: use it with Transaction > Get',
		paymentMethod: 'How the customer paid, e.g. QRIS',
		productDiscount: 'The products this discount is limited to, one entry each; empty means all',
		'products[].id': "Mayar's ID of this entry of the bundle (the product is paymentLinkId)",
		'products[].paymentLink': 'The product: ID, name, type and price',
		'products[].paymentLink.amount': "The product's price, in rupiah (IDR), an integer",
		'products[].paymentLink.id': "The product's ID",
		'products[].paymentLink.name': "The product's name",
		'products[].paymentLink.type': 'The product type, e.g. ebook or coaching',
		'products[].paymentLinkId': 'ID of the product in the bundle',
		'products[].status': "Status of the product's entry in the bundle, e.g. active",
		qty: 'Returned by Mayar; its meaning is not documented (text or null)',
		redirectUrl: 'Where the customer is sent after paying, or null',
		responsePayload: 'What your webhook URL answered, as text',
		source: 'How the delivery started: AUTOMATIC, or MANUAL',
		'stats[].percentage': 'Share of reviews with this rating, in percent',
		'stats[].rating': 'The star rating, 1 to 5',
		'stats[].totalRating': 'Number of reviews with this rating',
		subType: "The product's sub-type, or null",
		subscription: 'Returned by Mayar; its meaning is not documented (usually null)',
		subscriptionId: 'Returned by Mayar; its meaning is not documented (usually null)',
		success: 'True when Mayar accepted the change',
		totalCoupons: 'Number of coupons of the discount (for one-time coupons, the number of codes)',
		'transactions[].extraData': 'Your own data attached at create, echoed back, or null',
		'transactions[].id': 'The transaction ID: use it with Transaction > Get',
		'transactions[].status': "The transaction's status: created (not paid yet) or paid",
		updatedAt: 'When the record last changed, epoch milliseconds',
		urlDestination: 'The URL the delivery was sent to',
		urlParamTrackingData: 'Tracking parameters from the checkout URL (e.g. UTM), as text, or null',
		useCount: 'How many times the license has been used, counted against activationLimit',
		'user.account': "The merchant's business account: ID, name and logo",
		'user.account.id': "The business account's ID",
		'user.account.name': "The business account's name",
		'user.accountId': "ID of the merchant's business account",
		'user.id': "The merchant user's ID",
		userId: 'ID of the merchant account that owns the record',
		value: 'The discount: rupiah off if monetary, percent off (1 to 99) if percentage',
		variant: 'Returned by Mayar; its meaning is not documented',
		variants: 'Returned by Mayar; its meaning is not documented',
		xenditTransactionId: "The payment processor Xendit's ID of this payment",
	},
	/**
	 * Where one name means something different in one operation: 'resource/operation:path'. The triggers' item
	 * (fields event, data, confirmed, transaction, dedupeKey, receivedAt) uses 'trigger' (both triggers emit the same item).
	 */
	byOperation: {
		'bundling/get:amount': "The bundle's price, in rupiah (IDR), an integer",
		'bundling/get:description': "The bundle's description (HTML)",
		'bundling/get:id': 'The bundle ID: use it with Bundling > Get',
		'bundling/get:link': "Slug of the bundle's page, not a full URL",
		'bundling/get:products': 'The products in this bundle',
		'bundling/get:name': "The bundle's name",
		'bundling/get:status': "The bundle's status, e.g. active or unlisted",
		'bundling/get:type': 'Product type: bundling',
		'bundling/get:user': 'The merchant account that owns the bundle: ID and business account',
		'coupon/checkUsage:limit': 'How many times the code can be used in all',
		'coupon/create:createdAt': 'When the discount was created, ISO 8601 date-time',
		'coupon/create:expiredAt': 'When the discount expires, ISO 8601 date-time; null means never',
		'coupon/create:products[].id': 'ID of a product the discount applies to',
		'coupon/get:createdAt': 'When the discount was created, epoch milliseconds',
		'coupon/get:expiredAt': 'When the discount expires; null means never',
		'coupon/getMany:createdAt': 'When the discount was created, epoch milliseconds',
		'coupon/getMany:id': "The discount's ID (not a code): use it with Coupon > Get",
		'coupon/getMany:name': "The discount's name",
		'coupon/getMany:status': "The discount's status, e.g. active",
		'coupon/validate:reason':
			"Mayar's explanation why the code does not apply (only when valid is false)",
		'credit/addCredit:amount': 'Credits added (credits, not rupiah)',
		'credit/addCredit:productId': 'ID of the credit product',
		'credit/generateCheckout:productId': 'ID of the credit product',
		'credit/getBalance:productId': 'ID of the credit product',
		'credit/getHistory:amount': 'Credits in this entry (credits, not rupiah)',
		'credit/getHistory:description':
			'Note on the entry, or null (Mayar does not document history fields)',
		'credit/getHistory:id': "Mayar's ID of this credit history entry",
		'credit/getHistory:membershipTierId': 'ID of the membership tier (package), or null',
		'credit/getHistory:type':
			'Kind of entry, e.g. PURCHASE, ADD or SPEND (Mayar does not document history fields)',
		'credit/spendCredit:amount': 'Credits spent (credits, not rupiah)',
		'credit/spendCredit:productId': 'ID of the credit product',
		'customer/create:customerId': "The new customer's ID: use it with Credit or Review operations",
		'customer/create:name': "The customer's name",
		'customer/getByEmail:id':
			'The customer ID: use it with Credit, Review or Customer > Update Email',
		'customer/getByEmail:name': "The customer's name",
		'customer/getByEmail:status': "The customer's status, e.g. active",
		'customer/sendPortalLoginLink:email': 'The email address the portal login link was sent to',
		'customer/sendPortalLoginLink:sent':
			'True when Mayar emailed the customer a login link to the customer portal',
		'customer/updateEmail:email': "The customer's new email address",
		'customer/updateEmail:id':
			'The customer ID: use it with Credit, Review or Customer > Update Email',
		'installment/getMany:amount': "The plan's amount before interest, in rupiah (IDR), an integer",
		'installment/getMany:description': "The plan's description",
		'installment/getMany:id':
			"ID of the plan's payment link; the plan ID (for Get) is installmentId",
		'installment/getMany:installmentId': 'The installment plan ID: use it with Installment > Get',
		'installment/getMany:link': "Slug of the plan's payment link page, not a full URL",
		'installment/getMany:name': "The plan's name",
		'installment/getMany:status': "Status of the plan's payment link, e.g. active",
		'installment/getMany:transactions': "Transactions of the plan's invoices: ID and status",
		'installment/getMany:type': 'Product type: installment',
		'invoice/create:expiredAt': 'When the invoice stops being payable, epoch milliseconds',
		'invoice/create:id': 'The invoice ID: use it to read, edit or close the invoice',
		'invoice/create:link': "The invoice's payment page: send this URL to the customer to pay",
		'invoice/create:transactionId':
			'The payment transaction ID: check it with Transaction > Get to see whether it is paid',
		'invoice/get:amount': 'The invoice total, in rupiah (IDR), an integer',
		'invoice/get:expiredAt': 'When the invoice stops being payable, epoch milliseconds',
		'invoice/get:id': 'The invoice ID: use it to read, edit or close the invoice',
		'invoice/get:link': 'Slug of the invoice page, not a full URL',
		'invoice/get:paymentLinkId': 'ID of the payment link record behind the invoice',
		'invoice/get:paymentUrl': "The invoice's payment page: send this URL to the customer to pay",
		'invoice/get:status': "The invoice's status: paid, unpaid or closed",
		'invoice/get:transactionId':
			'The payment transaction ID: check it with Transaction > Get to see whether it is paid',
		'invoice/get:transactions': "The invoice's transactions: ID, status and extra data",
		'invoice/setStatus:id': 'The invoice ID: use it to read, edit or close the invoice',
		'invoice/setStatus:status': 'The status just set: active, closed or unlisted',
		'invoice/update:id': 'The invoice ID: use it to read, edit or close the invoice',
		'invoice/update:link': "The invoice's payment page: send this URL to the customer to pay",
		'license/verify:createdAt': 'When the license was created, ISO 8601 date-time',
		'license/verify:customerId': 'ID of the customer who holds the license',
		'license/verify:expiredAt': 'When the license expires, ISO 8601 date-time',
		'license/verify:productId': 'ID of the product the license is for',
		'license/verify:status': "The license's status, e.g. ACTIVE or INACTIVE",
		'license/verify:transactionId': 'ID of the purchase transaction behind the license',
		'license/verify:updatedAt': 'When the license last changed, ISO 8601 date-time',
		'membership/cancelMember:createdAt': 'When the member joined, ISO 8601 date-time',
		'membership/cancelMember:expiredAt': 'When the membership ends, ISO 8601 date-time',
		'membership/cancelMember:id':
			"Mayar's internal ID of the member record; Get, Update and Cancel Member take memberId",
		'membership/cancelMember:paymentLinkId': 'ID of the membership product',
		'membership/cancelMember:status': "The member's status after cancelling: stopped",
		'membership/cancelMember:updatedAt': 'When the record last changed, ISO 8601 date-time',
		'membership/createMemberInvoice:amount': "The bill's amount, in rupiah (IDR), an integer",
		'membership/createMemberInvoice:createdAt': 'When the bill was created, ISO 8601 date-time',
		'membership/createMemberInvoice:expiredAt': 'When the bill expires, ISO 8601 date-time',
		'membership/createMemberInvoice:id': "The bill's ID; the member pays it at membershipBillUrl",
		'membership/createMemberInvoice:status': "The bill's status: created (not paid yet)",
		'membership/createMemberInvoice:name':
			"The bill's name as Mayar gives it (in the recorded answers, the membership tier's name)",
		'membership/createMemberInvoice:term':
			'The period the bill is for, as membershipInvoice:<member ID>:<month>:<year>: Mayar makes one bill per member and period',
		'membership/createMemberInvoice:transactionId':
			"The bill's transaction ID: check it with Transaction > Get",
		'membership/getMember:createdAt': 'When the member joined, ISO 8601 date-time',
		'membership/getMember:customer':
			'The member as a customer: name, email and mobile (Get Member adds the ID)',
		'membership/getMember:expiredAt': 'When the membership ends, ISO 8601 date-time',
		'membership/getMember:id':
			"Mayar's internal ID of the member record; Get, Update and Cancel Member take memberId",
		'membership/getMember:status': "The member's status: active, stopped, inactive or finished",
		'membership/getMember:updatedAt': 'When the record last changed, ISO 8601 date-time',
		'membership/getMembers:createdAt': 'When the member joined, ISO 8601 date-time',
		'membership/getMembers:customer':
			'The member as a customer: name, email and mobile (Get Member adds the ID)',
		'membership/getMembers:id':
			"Mayar's internal ID of the member record; Get, Update and Cancel Member take memberId",
		'membership/getMembers:status': "The member's status: active, stopped, inactive or finished",
		'membership/getMembers:updatedAt': 'When the record last changed, ISO 8601 date-time',
		'membership/getTiers:createdAt': 'When the tier was created, ISO 8601 date-time',
		'membership/getTiers:description': "The tier's description (HTML)",
		'membership/getTiers:id': 'The tier ID: use it as Membership Tier ID when registering members',
		'membership/getTiers:limit': 'Maximum number of members of the tier, or null',
		'membership/getTiers:name': "The tier's name",
		'membership/getTiers:paymentLinkId': 'ID of the membership product',
		'membership/getTiers:status': "The tier's status, e.g. ACTIVE",
		'membership/getTiers:updatedAt': 'When the record last changed, ISO 8601 date-time',
		'membership/registerMember:createdAt': 'When the member joined, ISO 8601 date-time',
		'membership/registerMember:expiredAt': 'When the membership ends, ISO 8601 date-time',
		'membership/registerMember:id':
			"Mayar's internal ID of the member record; Get, Update and Cancel Member take memberId",
		'membership/registerMember:paymentLinkId': 'ID of the membership product',
		'membership/registerMember:status':
			"The member's status: active, stopped, inactive or finished",
		'membership/registerMember:updatedAt': 'When the record last changed, ISO 8601 date-time',
		'membership/updateMember:createdAt': 'When the member joined, ISO 8601 date-time',
		'membership/updateMember:expiredAt': 'When the membership ends, ISO 8601 date-time',
		'membership/updateMember:id':
			"Mayar's internal ID of the member record; Get, Update and Cancel Member take memberId",
		'membership/updateMember:paymentLinkId': 'ID of the membership product',
		'membership/updateMember:status': "The member's status: active, stopped, inactive or finished",
		'membership/updateMember:updatedAt': 'When the record last changed, ISO 8601 date-time',
		'paymentChannel/getMany:id':
			"ID of the account's payment channel settings (Account Settings output)",
		'paymentChannel/getMany:name': "The channel's name, e.g. BCA Virtual Account",
		'paymentChannel/getMany:status': 'Whether the channel is active (true) or not (false)',
		'paymentChannel/getMany:type':
			'Kind of channel: qris, qris_static, va, ewallet, card, retail or paylater',
		'paymentLink/getManySorted:amount': "The product's price, in rupiah (IDR), an integer",
		'paymentLink/getManySorted:id': 'The product ID: use it to read, edit or close the product',
		'paymentLink/getManySorted:link':
			'Slug of the product page, not a full URL: linkUrl and linkPayment are full URLs',
		'paymentLink/getManySorted:membershipTier':
			'Membership tiers listed with the product (an array); Mayar does not document their fields',
		'paymentLink/getManySorted:status':
			"The product's status: active, inactive, closed or unlisted",
		'paymentLink/getManySorted:transactions':
			'Transactions of the product: ID, status, amount and date',
		'paymentRequest/create:id':
			'The payment request ID: use it to read, edit or close the payment request',
		'paymentRequest/create:link':
			"The payment request's payment page: send this URL to the customer to pay",
		'paymentRequest/create:transactionId':
			'The payment transaction ID: check it with Transaction > Get to see whether it is paid',
		'paymentRequest/get:amount': 'The amount requested, in rupiah (IDR), an integer',
		'paymentRequest/get:description': "The payment request's description",
		'paymentRequest/get:id':
			'The payment request ID: use it to read, edit or close the payment request',
		'paymentRequest/get:link': 'Slug of the payment request page, not a full URL',
		'paymentRequest/get:membershipTier':
			'Membership tiers listed with the product (an array); Mayar does not document their fields',
		'paymentRequest/get:name': "The customer's name given when the payment request was created",
		'paymentRequest/get:status': "The payment request's status, e.g. unpaid, paid or closed",
		'paymentRequest/get:transactions':
			"The payment request's transactions: ID, status and extra data",
		'paymentRequest/get:type': 'Product type: payment_request',
		'paymentRequest/getMany:status': "The payment request's status: active, paid or closed",
		'paymentRequest/setStatus:id':
			'The payment request ID: use it to read, edit or close the payment request',
		'paymentRequest/setStatus:status': 'The status just set: active, closed or unlisted',
		'paymentRequest/simulate:amount':
			'Amount of the transaction paid by the simulation, in rupiah (IDR), an integer',
		'paymentRequest/simulate:paymentLinkId': 'ID of the payment link whose transaction was paid',
		'paymentRequest/simulate:paymentMethod': 'Payment method of the simulated payment, e.g. QRIS',
		'paymentRequest/simulate:status':
			"The transaction's status after the simulation, paid (Mayar does not document this answer)",
		'paymentRequest/simulate:transactionId': 'The transaction the simulation paid',
		'paymentRequest/update:id':
			'The payment request ID: use it to read, edit or close the payment request',
		'paymentRequest/update:link':
			"The payment request's payment page: send this URL to the customer to pay",
		'product/createDigitalProduct:id': 'The product ID: use it to read, edit or close the product',
		'product/createDigitalProduct:link': "The product's public URL: share it so customers can buy",
		'product/createPaymentLink:name': "The product's name",
		'product/createPaymentLink:description': "The product's description (HTML)",
		'product/createPaymentLink:type':
			'The product type, e.g. generic_link, digital_product or event',
		'product/createPaymentLink:tax': 'Tax on the product, in whole rupiah, or null',
		'product/get:amount': "The product's price, in rupiah (IDR), an integer",
		'product/get:id': 'The product ID: use it to read, edit or close the product',
		'product/get:link':
			'Slug of the product page, not a full URL: linkUrl and linkPayment are full URLs',
		'product/get:membershipTier':
			'Membership tiers listed with the product (an array); Mayar does not document their fields',
		'product/get:status': "The product's status: active, inactive, closed or unlisted",
		'product/get:transactions': 'Transactions of the product: ID and extra data',
		'product/getMany:amount': "The product's price, in rupiah (IDR), an integer",
		'product/getMany:id': 'The product ID: use it to read, edit or close the product',
		'product/getMany:membershipTier':
			'Membership tiers listed with the product (an array); Mayar does not document their fields',
		'product/getMany:status': "The product's status: active, inactive, closed or unlisted",
		'product/getTransactions:amount': 'Amount of the transaction, in rupiah (IDR), an integer',
		'product/getTransactions:id': 'The transaction ID: use it with Transaction > Get',
		'product/getTransactions:status': "The transaction's status: created, paid or expired",
		'product/getTransactions:type':
			'What is being paid, e.g. payment_request, invoice, membership_payment or generic_link',
		'product/setStatus:id': 'The product ID: use it to read, edit or close the product',
		'product/setStatus:status': 'The status just set: active, closed or unlisted',
		'product/updateDigitalProduct:id': 'The product ID: use it to read, edit or close the product',
		'product/updateDigitalProduct:link': "The product's public URL: share it so customers can buy",
		'qrCode/createDynamic:amount': 'Amount the QR code charges, in rupiah (IDR), an integer',
		'qrCode/createDynamic:url': 'URL of the QR code image: download it or put it in a message',
		'qrCode/getStatic:url': "URL of the account's static QRIS image (the payer types the amount)",
		'review/bulkUpdateStatus:id':
			'The review ID: use it with Review > Update or Bulk Update Status',
		'review/bulkUpdateStatus:paymentLinkId': 'ID of the reviewed product',
		'review/bulkUpdateStatus:status': 'The status set on the review: ACTIVE, ARCHIVED or INACTIVE',
		'review/getCustomerReview:found':
			'Whether the customer has reviewed this product: branch on it with an IF node',
		'review/getMany:multipleImage[].description':
			'Description of the image, or null; Mayar does not document it',
		'review/getProductStats:paymentLinkId': 'ID of the reviewed product',
		'saasLicense/activate:productId': 'ID of the product the license is for',
		'saasLicense/activate:status': "The license's new status: ACTIVE",
		'saasLicense/deactivate:productId': 'ID of the product the license is for',
		'saasLicense/deactivate:status': "The license's new status: INACTIVE",
		'saasLicense/verify:createdAt': 'When the license was created, ISO 8601 date-time',
		'saasLicense/verify:customerId': 'ID of the customer who holds the license',
		'saasLicense/verify:expiredAt': 'When the license expires, ISO 8601 date-time',
		'saasLicense/verify:productId': 'ID of the product the license is for',
		'saasLicense/verify:reason': 'Why: active, expired, memberInactive, inactive or notFound',
		'saasLicense/verify:status': "The license's status, e.g. ACTIVE or INACTIVE",
		'saasLicense/verify:transactionId': 'ID of the purchase transaction behind the license',
		'saasLicense/verify:updatedAt': 'When the license last changed, ISO 8601 date-time',
		'transaction/get:amount': 'Amount of the transaction, in rupiah (IDR), an integer',
		'transaction/get:id': 'The transaction ID',
		'transaction/get:status':
			"The transaction's status: paid, unpaid, created or expired; only paid means money received",
		'transaction/getMany:amount': 'Amount received, in rupiah (IDR), an integer (alias of credit)',
		'transaction/getMany:createdAt': 'When the payment was recorded, epoch milliseconds',
		'transaction/getMany:id':
			'A balance-history row, not the transaction: use transactionId with Transaction > Get',
		'transaction/getMany:status': "The payment's status: paid, then settled",
		'transaction/getMany:transactionId':
			'The transaction ID (alias of paymentLinkTransactionId): use it with Transaction > Get, not id',
		'transaction/getManyUnpaid:amount': 'Amount of the transaction, in rupiah (IDR), an integer',
		'transaction/getManyUnpaid:id':
			'The transaction ID: use it with Transaction > Get to check the payment',
		'transaction/getManyUnpaid:status': 'active (still payable) or expired',
		'transaction/getManyUnpaid:type':
			'What is being paid, e.g. payment_request, invoice, membership_payment or generic_link',
		'trigger:data.name': "The customer's name (customer.created)",
		'trigger:data.type':
			'What is being paid (transaction.unpaid), e.g. payment_request, invoice, membership_payment or generic_link',
		'trigger:event':
			'What happened, e.g. payment.received, payment.reminder, transaction.unpaid, customer.created or membership.newMemberRegistered',
		'webhook/getHistory:createdAt': 'When the delivery was made, epoch milliseconds',
		'webhook/getHistory:id':
			'The delivery record ID: use it with Retry Delivery (Retry By: History ID)',
		'webhook/getHistory:paymentLinkId':
			'ID of the product the delivery was about, or null (membership events)',
		'webhook/getHistory:paymentLinkTransactionId':
			'ID of the transaction the delivery was about, or null (membership events)',
		'webhook/getHistory:status': 'Result of the delivery: SUCCESS or FAILED',
		'webhook/getHistory:type': 'The event name, e.g. payment.received',
		'webhook/getNewHistory:createdAt': 'When the delivery was made, ISO 8601 date-time',
		'webhook/getNewHistory:paymentLinkId':
			'ID of the product the delivery was about, or null (membership events)',
		'webhook/getNewHistory:paymentLinkTransactionId':
			'ID of the transaction the delivery was about, or null (membership events)',
		'webhook/getNewHistory:updatedAt': 'When the delivery record last changed, ISO 8601 date-time',
		'webhook/retryDelivery:payload': 'The payload sent again: event name and data',
		'webhook/retryDelivery:paymentLinkId':
			'ID of the product the delivery was about, or null (membership events)',
		'webhook/retryDelivery:paymentLinkTransactionId':
			'ID of the transaction the delivery was about, or null (membership events)',
		'webhook/retryDelivery:type': 'The event name, e.g. payment.received',
		'webhook/sendTest:sent': 'True when Mayar posted the test event (testing) to the URL',
		'webhook/sendTest:urlHook': "The URL tested; the account's registered URL is unchanged",
		'webhook/setUrl:urlHook':
			"The webhook URL now registered: it replaced the account's previous one",
		'coupon/getMany:productDiscount[].discountId': 'ID of the discount',
		'coupon/getMany:productDiscount[].id': "Mayar's ID of this product entry",
		'coupon/getMany:productDiscount[].paymentLinkId': 'ID of a product the discount applies to',
		'coupon/validate:coupon.code': 'The coupon code, as the customer types it at checkout',
		'coupon/validate:coupon.discountType': 'monetary (a fixed rupiah amount off) or percentage',
		'coupon/validate:coupon.discountValue':
			'The discount: rupiah off if monetary, percent off if percentage',
		'coupon/validate:coupon.eligibleCustomerType':
			'Who may use it: all, new or old (returning) customers',
		'coupon/validate:coupon.id': "Mayar's ID of this coupon code",
		'coupon/validate:coupon.minimumPurchase':
			'Minimum purchase for the coupon to apply, in rupiah (IDR), an integer',
		'credit/generateCheckout:creditAmount': 'Credits the checkout link sells, as given',
		'credit/getBalance:customerDetail.email': "The customer's email address",
		'credit/getBalance:customerDetail.id': "The customer's ID",
		'credit/getBalance:customerDetail.mobile': "The customer's mobile number",
		'credit/getBalance:customerDetail.name': "The customer's name",
		'credit/getHistory:balanceAfter':
			"The customer's credit balance after this entry (Mayar does not document history fields)",
		'credit/getHistory:balanceBefore':
			"The customer's credit balance before this entry (Mayar does not document history fields)",
		'customer/getByEmail:user.account.imageId': "ID of the account's logo image, or null",
		'customer/getByEmail:user.account.logo': "The account's logo, or null",
		'customer/getByEmail:user.email': "The merchant's email address",
		'customer/getByEmail:user.isSelfDomain': 'Returned by Mayar; its meaning is not documented',
		'customer/getByEmail:user.name': "The merchant's name",
		'customer/getByEmail:user.paymeLink': 'Returned by Mayar; its meaning is not documented',
		'customer/getByEmail:user.urlHook':
			'The webhook URL registered on the account, or null: the only API answer that shows it',
		'license/verify:reason': 'Why: active, expired, inactive or notFound',
		'membership/getMember:paymentLink.membershipInfo':
			"The product's membership settings: ID and type",
		'membership/getMember:paymentLink.membershipInfo.id': "ID of the product's membership settings",
		'membership/getMember:paymentLink.membershipInfo.type':
			'Kind of membership product, e.g. MEMBERSHIP',
		'paymentChannel/getMany:code': "The channel's code, e.g. QRIS or BCA",
		'paymentChannel/getMany:img': "URL of the channel's logo image",
		'paymentLink/getManySorted:transactions[].amount':
			'Amount of the transaction, in rupiah (IDR), an integer',
		'paymentLink/getManySorted:transactions[].createdAt':
			'When the transaction was created, epoch milliseconds',
		'paymentRequest/simulate:webhook':
			'Returned by Mayar; its meaning is not documented (the local sandbox says whether the payment webhook was queued)',
		'product/createPaymentLink:amount': 'The amount, in rupiah (IDR), an integer',
		'product/createPaymentLink:expiredAt': 'When it expires; null means never',
		'product/createPaymentLink:status': "The record's status",
		'review/bulkUpdateStatus:updated': 'True when Mayar accepted the new status for this review',
		'review/getProductStats:statsComputed':
			"True when Mayar's stats endpoint failed (HTTP 500) and the node computed these stats from the active reviews themselves, as Mayar counts them",
		'saasLicense/verify:memberStatus': 'Status of the subscription behind the license, e.g. active',
		'trigger:confirmed':
			'True when Mayar confirmed the payment, or the record was read from Mayar with the API key',
		'trigger:data.customer': 'The customer of the polled row: name, email and mobile',
		'trigger:data.mayarOriginal':
			"payment.received: Mayar's own values of the fields the node rewrote (transactionStatus, createdAt, updatedAt), null where Mayar sent none",
		'trigger:data.mayarOriginal.createdAt':
			"Mayar's createdAt as sent: epoch milliseconds or an ISO string",
		'trigger:data.mayarOriginal.transactionStatus':
			"Mayar's transactionStatus as delivered (paid or created), null on a polled row",
		'trigger:data.mayarOriginal.updatedAt':
			"Mayar's updatedAt as sent (deliveries), null on a polled row",
		'trigger:data.nettAmount':
			'Amount in rupiah as production deliveries send it beside amount (equal to it in the recording)',
		'trigger:data.paidAt':
			"When the payment was made (payment.received), an ISO 8601 UTC string: the delivery's updatedAt, or a polled row's createdAt",
		'trigger:data.productDescription':
			"The product's (or invoice's) description, as production deliveries send it",
		'trigger:dedupeKey':
			'Stable key of this event (e.g. payment.received:<transactionId>): give it to Pass Once to fulfil once',
		'trigger:receivedAt': 'When the trigger received or read the event, ISO 8601 date-time',
		'trigger:transaction':
			'The transaction as Mayar reports it (Transaction > Get), when the trigger confirmed it',
		'trigger:transaction.amount': 'Amount of the transaction, in rupiah (IDR), an integer',
		'trigger:transaction.id': 'The transaction ID',
		'trigger:transaction.status':
			'paid, unpaid, created or expired; only paid means the money was received',
		'webhook/retryDelivery:retried':
			'True when Mayar accepted the retry: it posts the payload to the current webhook URL',
		'webhook/retryDelivery:webhookHistoryId':
			'The delivery history row retried (its id from Get History)',
	},
	/**
	 * Fields the node always outputs, null where Mayar sent none (nodes/Mayar/helpers/values.ts withFields), by
	 * operation: the spec documents them and live answers were recorded without them, or the reverse
	 * (test/contract/live.js). Their documented type gains null, and the description says when they are null.
	 */
	nullWhenAbsent: {
		'qrCode/createDynamic': { qrString: `${SPEC_ONLY} (qrCode.noQrString)` },
		'membership/createMemberInvoice': {
			transactionId: `${SPEC_ONLY} (membership.invoiceShape)`,
			customerId: `${SPEC_ONLY} (membership.invoiceShape)`,
			expiredAt: `${SPEC_ONLY} (membership.invoiceShape)`,
			name: `${LIVE_ONLY} (membership.invoiceShape)`,
			term: `${LIVE_ONLY} (membership.invoiceShape)`,
		},
		'installment/create': {
			'invoices[].dueDate': `${SPEC_ONLY} (installment.termLinkSlugNoDueDate)`,
			'invoices[].paymentUrl': `${SPEC_ONLY}, unless Options > Store URL is set (installment.termLinkSlugNoDueDate)`,
		},
	},
};
