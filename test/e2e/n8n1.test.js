'use strict';
/*
 * 5. The package also loads on the last n8n 1.x (1.123.81) running on this machine's Node 20, and a node
 * of it runs there (one `n8n execute` of a license check against the sandbox).
 */
const { stripVTControlCharacters } = require('util');
const h = require('./helpers');

let sb;
let n8n;

beforeAll(async () => {
	sb = await h.startSandbox();
	n8n = await h.startN8n({
		packageTarball: h.tarball(),
		mode: 'regular',
		n8nMajor: 1,
		env: { N8N_LOG_LEVEL: 'debug' },
	});
});

afterAll(async () => {
	if (n8n) await n8n.stop();
	if (sb) await sb.close();
});

test('5. n8n 1.123.81 on Node 20: both nodes and the credential load, and the Mayar node runs', async () => {
	expect(n8n.n8nVersion).toBe('1.123.81');
	expect(n8n.runtime.nodeVersion.split('.')[0]).toBe('20');
	const r = await n8n.exportNodes();
	expect(r.code).toBe(0);
	const names = r.types.map((t) => t.name);
	expect(names).toEqual(expect.arrayContaining([h.ACTION, h.TRIGGER]));

	const creds = await n8n.authedFetch('/types/credentials.json');
	expect(creds.status).toBe(200);
	expect(creds.json.map((c) => c.name)).toContain(h.CREDENTIAL);

	const log = stripVTControlCharacters(n8n.logs('main'))
		.split(n8n.runtime.cacheDir)
		.join('<cache>');
	expect(log).toMatch(
		/Loaded all credentials and nodes from n8n-nodes-mayar\W+\{ "credentials": 1, "nodes": 3/,
	);
	expect(
		log
			.split('\n')
			.filter((l) => /mayar/i.test(l) && /(error|fail|warn|could not|unrecognized)/i.test(l)),
	).toEqual([]);

	await n8n.importCredentials([h.sandboxCredential(sb)]);
	const license = sb.store.licenses.find(
		(l) => l.status === 'ACTIVE' && Date.parse(l.expiredAt) > Date.now(),
	);
	const id = await n8n.importWorkflow(
		h.withManualTrigger({
			name: 'Mayar e2e: n8n 1.x',
			nodes: [
				h.node(
					'Verify License',
					{
						resource: 'license',
						operation: 'verify',
						licenseCode: license.licenseCode,
						productId: { __rl: true, mode: 'id', value: license.productId },
					},
					[0, 0],
				),
			],
			connections: {},
		}),
	);
	const run = await n8n.execute(id);
	expect(run.exitCode).toBe(0);
	const items = run.data.resultData.runData['Verify License'][0].data.main[0].map((i) => i.json);
	expect(items).toEqual([
		expect.objectContaining({ isLicenseActive: true, licenseCode: license.licenseCode }),
	]);
});
