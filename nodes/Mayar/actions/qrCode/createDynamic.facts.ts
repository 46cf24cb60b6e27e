import type { OperationFacts } from '../../../../test/operations/types';
import { nullNotes } from '../../../../test/schema/descriptions';
import { next } from '../../../../test/conformance/records';

export const facts: OperationFacts = {
	sample: {
		prepare: () => ({ n: next() }),
		minimal: (c) => ({ amount: 25000 + c.n }),
		full: (c) => ({ amount: 25000 + c.n, download: true, binaryPropertyName: 'qris' }),
	},
	output: {
		amount: 'Amount the QR code charges, in rupiah (IDR), an integer',
		url: 'URL of the QR code image: download it or put it in a message',
	},
	nullWhenAbsent: {
		qrString: `${nullNotes.specOnly} (qrCode.noQrString)`,
	},
	live: { omits: { behaviour: 'qrCode.noQrString' } },
	notes:
		'[`POST /hl/v2/qr-codes/create`]: Required fields: Amount (whole rupiah above 0). Output: `{url, amount, qrString}`: `url` is the QR image; `qrString` is the QRIS payload, `null` when Mayar sends none (the spec adds it, live answers were recorded without it). Mayar returns no transaction ID, so the QR cannot be tied to an order.',
};
