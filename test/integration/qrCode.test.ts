import type { IDataObject } from 'n8n-workflow';

import { http, type IncomingHttpHeaders, portOf } from '../harness/node';
import { requestsTo, runAgainst, type Sandbox, startSandbox } from '../harness/sandbox';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PNG } = require('../sandbox/routes/qrcodes') as { PNG: Buffer };

/**
 * A loopback image host. The sandbox answers 401 to any request without an Authorization header and cannot
 * send binary bodies yet (see test/sandbox/routes/qrcodes.js), so the download tests point the sandbox's QR
 * image URLs here. It records the headers it got, to prove the Mayar key never reaches the image host.
 */
interface ImageHost {
	url: string;
	requests: { path: string; headers: IncomingHttpHeaders }[];
	respond: { status: number; type: string; body: Buffer };
	close(): Promise<void>;
}

async function startImageHost(): Promise<ImageHost> {
	const host: Partial<ImageHost> = {
		requests: [],
		respond: { status: 200, type: 'image/png', body: PNG },
	};
	const server = http.createServer((req, res) => {
		host.requests!.push({ path: req.url ?? '', headers: req.headers });
		const r = host.respond!;
		res.writeHead(r.status, { 'content-type': r.type, 'content-length': r.body.length });
		res.end(r.body);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	host.url = `http://127.0.0.1:${portOf(server)}`;
	host.close = () =>
		new Promise<void>((resolve) => {
			server.close(() => resolve());
			server.closeAllConnections();
		});
	return host as ImageHost;
}

let sb: Sandbox;
let images: ImageHost;
beforeAll(async () => {
	images = await startImageHost();
	sb = await startSandbox({ qrImageBaseUrl: images.url });
});
afterAll(async () => {
	await sb.close();
	await images.close();
});
beforeEach(() => {
	sb.clearLog();
	images.requests.length = 0;
	images.respond = { status: 200, type: 'image/png', body: PNG };
});

describe('Create Dynamic', () => {
	test('posts {amount} and outputs url, amount and a QRIS qrString', async () => {
		const r = await runAgainst(sb, {
			resource: 'qrCode',
			operation: 'createDynamic',
			amount: 25000,
		});
		expect(r.error).toBeUndefined();
		const sent = requestsTo(sb, '/hl/v2/qr-codes/create', 'POST');
		expect(sent).toHaveLength(1);
		expect(sent[0].body).toEqual({ amount: 25000 });
		const out = r.items[0].json;
		expect(Object.keys(out).sort()).toEqual(['amount', 'qrString', 'url']);
		expect(out.amount).toBe(25000);
		expect(out.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/qr\/[0-9a-f-]{36}\.png$/);
		expect(out.qrString).toMatch(/^000201010212.*540525000.*6304[0-9A-F]{4}$/);
		expect(r.items[0].binary).toBeUndefined();
		expect(images.requests).toHaveLength(0); // no download unless asked
	});

	test('Download QR Image puts the PNG in the chosen binary field, fetched without the Mayar key', async () => {
		const r = await runAgainst(sb, {
			resource: 'qrCode',
			operation: 'createDynamic',
			amount: 15000,
			download: true,
			binaryPropertyName: 'qris',
		});
		expect(r.error).toBeUndefined();
		const item = r.items[0];
		expect(item.json.amount).toBe(15000);
		const bin = item.binary?.qris as IDataObject;
		expect(bin).toBeDefined();
		expect(bin.mimeType).toBe('image/png');
		expect(bin.fileName).toBe(`${String(item.json.url).split('/').pop()}`);
		expect(Buffer.from(bin.data as string, 'base64').equals(PNG)).toBe(true);
		expect(item.pairedItem).toEqual({ item: 0 });
		// One image request, to the URL Mayar returned, and no Authorization header on it.
		expect(images.requests).toHaveLength(1);
		expect(`${images.url}${images.requests[0].path}`).toBe(item.json.url);
		expect(images.requests[0].headers.authorization).toBeUndefined();
		expect(JSON.stringify(images.requests[0].headers)).not.toContain(sb.keys.readWrite);
		expect(requestsTo(sb, '/hl/v2/qr-codes/create')).toHaveLength(1);
	});

	test('the default binary field is data', async () => {
		const r = await runAgainst(sb, {
			resource: 'qrCode',
			operation: 'createDynamic',
			amount: 1000,
			download: true,
		});
		expect(Object.keys(r.items[0].binary ?? {})).toEqual(['data']);
	});

	test('an image host that fails gives a clear error naming the URL; an HTML answer is not taken for an image', async () => {
		images.respond = { status: 404, type: 'text/plain', body: Buffer.from('gone') };
		const r = await runAgainst(sb, {
			resource: 'qrCode',
			operation: 'createDynamic',
			amount: 5000,
			download: true,
		});
		expect(r.error?.message).toBe(
			'Could not download the QR image: the image host answered HTTP 404',
		);
		expect(r.error?.description).toMatch(
			/^Mayar answered with the QR code, but its image at http:\/\/127\.0\.0\.1:\d+\/qr\/.*\.png could not be fetched/,
		);

		images.respond = { status: 200, type: 'text/html', body: Buffer.from('<html>login</html>') };
		const r2 = await runAgainst(sb, {
			resource: 'qrCode',
			operation: 'createDynamic',
			amount: 5000,
			download: true,
		});
		expect(r2.error?.message).toBe(
			'Could not download the QR image: the image host sent text/html, not an image',
		);
	});

	test('a zero or fractional amount is refused before any request', async () => {
		const r = await runAgainst(sb, {
			resource: 'qrCode',
			operation: 'createDynamic',
			amount: '={{ 0 }}',
		});
		expect(r.error?.message).toBe('Amount must be a whole number of rupiah above 0, not 0');
		const r2 = await runAgainst(sb, {
			resource: 'qrCode',
			operation: 'createDynamic',
			amount: 1500.5,
		});
		expect(r2.error?.message).toMatch(/^Amount must be a whole number of rupiah above 0/);
		expect(sb.log).toHaveLength(0);
	});

	test('Amount left at its default (0) is refused before any request: no QR for a guessed amount', async () => {
		const r = await runAgainst(sb, { resource: 'qrCode', operation: 'createDynamic' });
		expect(r.error?.message).toMatch(/^Amount must be a whole number of rupiah above 0, not 0$/);
		expect(sb.log).toHaveLength(0);
	});
});

describe('image URL pointing at the sandbox itself', () => {
	test('the sandbox serves its QR images without a key; the node sends none and gets the PNG', async () => {
		const other = await startSandbox();
		try {
			const r = await runAgainst(other, {
				resource: 'qrCode',
				operation: 'createDynamic',
				amount: 2000,
				download: true,
			});
			expect(r.error).toBeUndefined();
			expect(String(r.items[0].json.url).startsWith(`${other.url}/qr/`)).toBe(true);
			expect((r.items[0].binary?.data as IDataObject).mimeType).toBe('image/png');
			const hit = requestsTo(other, '/qr/', 'GET');
			expect(hit).toHaveLength(1);
			expect(hit[0].status).toBe(200);
		} finally {
			await other.close();
		}
	});
});

describe('Get Static', () => {
	test('returns {url}, and downloads it on request', async () => {
		const r = await runAgainst(sb, { resource: 'qrCode', operation: 'getStatic' });
		expect(r.error).toBeUndefined();
		expect(sb.log).toHaveLength(1);
		expect(sb.log[0]).toMatchObject({ method: 'GET', path: '/hl/v2/qr-codes/static' });
		expect(r.items[0].json).toEqual({ url: expect.stringMatching(/\/qr\/[0-9a-f-]{36}\.png$/) });

		const r2 = await runAgainst(sb, { resource: 'qrCode', operation: 'getStatic', download: true });
		expect((r2.items[0].binary?.data as IDataObject).mimeType).toBe('image/png');
	});

	test('no static QRIS configured: Mayar\'s 500 "Invalid data" comes with a hint to set it up', async () => {
		const saved = sb.store.staticQris;
		sb.store.staticQris = null;
		try {
			const r = await runAgainst(sb, { resource: 'qrCode', operation: 'getStatic' });
			expect(r.error?.message).toBe('Mayar: Invalid data');
			expect(r.error?.httpCode).toBe('500');
			expect(r.error?.description).toMatch(/^Mayar has no static QRIS for this account/);
			// A read: the transport retries a 500 before giving up.
			expect(requestsTo(sb, '/hl/v2/qr-codes/static').length).toBeGreaterThan(1);
		} finally {
			sb.store.staticQris = saved;
		}
	});

	test('any other 500 keeps the generic server-error hint, not the static-QRIS one', async () => {
		sb.setFaults({ sequence: ['500', '500', '500', '500'], paths: /qr-codes\/static/ });
		try {
			const r = await runAgainst(sb, { resource: 'qrCode', operation: 'getStatic' });
			expect(r.error?.message).toBe('Mayar: Internal Server Error');
			expect(r.error?.description).toMatch(/server error/);
			expect(r.error?.description).not.toMatch(/static QRIS/);
		} finally {
			sb.clearFaults();
		}
	});
});
