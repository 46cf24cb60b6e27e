'use strict';
/**
 * Field descriptions for the output schemas of the Mayar nodes: what each output field is and what a merchant does
 * with it. Merchant words taken from Mayar's spec ("Resources and their fields", "States and transitions", "Events"),
 * Mayar's public docs (data types, endpoint tables, webhook payload) and the node's docs; where no source gives a
 * meaning, the text says so instead of guessing.
 */
const SPEC_ONLY =
	"null where Mayar sends none: the spec documents it, Mayar's live answers were recorded without it";
const LIVE_ONLY =
	"null where Mayar sends none: Mayar's live answers were recorded with it, the spec's without";
module.exports = {
	/**
	 * Shared, by path ('field', 'parent.child', 'list[].member'): the meaning is the same in every record that has
	 * the path (a path's tail or last name counts too). A meaning of one record goes in that record's
	 * `descriptions` in test/contract/mayar-v2/, or in an operation's facts (`output`); never here, where every
	 * other record with the name would borrow it: test/integration/schemas.test.ts fails on an entry that describes
	 * the fields of one record only (or of none).
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
		memberId:
			"The member's public code (e.g. MBR8X2QK): an operation on one member takes it as Member ID",
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
	 * The item both triggers emit (nodes/Mayar/trigger/item.ts: event, data, confirmed, transaction, dedupeKey,
	 * receivedAt): what a path means there, where `fields` does not say it. An operation's own meanings are its facts'
	 * `output` (nodes/Mayar/actions/<resource>/<operation>.facts.ts).
	 */
	triggerItem: {
		confirmed:
			'True when Mayar confirmed the payment, or the record was read from Mayar with the API key',
		'data.customer': 'The customer of the polled row: name, email and mobile',
		'data.mayarOriginal':
			"payment.received: Mayar's own values of the fields the node rewrote (transactionStatus, createdAt, updatedAt), null where Mayar sent none",
		'data.mayarOriginal.createdAt':
			"Mayar's createdAt as sent: epoch milliseconds or an ISO string",
		'data.mayarOriginal.transactionStatus':
			"Mayar's transactionStatus as delivered (paid or created), null on a polled row",
		'data.mayarOriginal.updatedAt': "Mayar's updatedAt as sent (deliveries), null on a polled row",
		'data.name': "The customer's name (customer.created)",
		'data.nettAmount':
			'Amount in rupiah as production deliveries send it beside amount (equal to it in the recording)',
		'data.paidAt':
			"When the payment was made (payment.received), an ISO 8601 UTC string: the delivery's updatedAt, or a polled row's createdAt",
		'data.productDescription':
			"The product's (or invoice's) description, as production deliveries send it",
		'data.type':
			'What is being paid (transaction.unpaid), e.g. payment_request, invoice, membership_payment or generic_link',
		dedupeKey:
			'Stable key of this event (e.g. payment.received:<transactionId>): give it to Pass Once to fulfil once',
		event:
			'What happened, e.g. payment.received, payment.reminder, transaction.unpaid, customer.created or membership.newMemberRegistered',
		receivedAt: 'When the trigger received or read the event, ISO 8601 date-time',
		transaction:
			'The transaction as Mayar reports it (Transaction > Get), when the trigger confirmed it',
		'transaction.amount': 'Amount of the transaction, in rupiah (IDR), an integer',
		'transaction.id': 'The transaction ID',
		'transaction.status':
			'paid, unpaid, created or expired; only paid means the money was received',
	},
	/** What an operation's facts say of a field in `nullWhenAbsent`: which side of the recorded difference lacks it. */
	nullNotes: { specOnly: SPEC_ONLY, liveOnly: LIVE_ONLY },
};
