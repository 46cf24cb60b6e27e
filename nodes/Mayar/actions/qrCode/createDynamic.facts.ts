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
};
