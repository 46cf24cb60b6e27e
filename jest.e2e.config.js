/**
 * End-to-end tests against a real n8n (test/e2e): `npm run test:e2e`.
 * global-setup installs the runtime on first use (about 11 min cold, cached in ~/.cache/n8n-nodes-mayar-e2e),
 * builds and packs the package once; each test file starts and stops its own n8n.
 * MAYAR_E2E_WORKERS (default 1) test files run side by side; .ci/run uses 2. The sequencer starts the longest
 * files first so that the lanes end together.
 */
module.exports = {
	testEnvironment: 'node',
	roots: ['<rootDir>/test/e2e'],
	testMatch: ['**/*.test.js'],
	globalSetup: '<rootDir>/test/e2e/global-setup.js',
	globalTeardown: '<rootDir>/test/e2e/global-teardown.js',
	testSequencer: '<rootDir>/test/e2e/sequencer.js',
	testTimeout: 10 * 60 * 1000,
	maxWorkers: Number(process.env.MAYAR_E2E_WORKERS || 1),
	transform: {},
	verbose: true,
};
