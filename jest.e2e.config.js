/**
 * End-to-end tests against a real n8n (test/e2e): `jest -c jest.e2e.config.js --runInBand`.
 * global-setup installs the runtime on first use (about 5 min cold, cached in ~/.cache/n8n-nodes-mayar-e2e),
 * builds and packs the package once; each test file starts and stops its own n8n.
 */
module.exports = {
	testEnvironment: 'node',
	roots: ['<rootDir>/test/e2e'],
	testMatch: ['**/*.test.js'],
	globalSetup: '<rootDir>/test/e2e/global-setup.js',
	globalTeardown: '<rootDir>/test/e2e/global-teardown.js',
	testTimeout: 10 * 60 * 1000,
	maxWorkers: 1,
	transform: {},
	verbose: true,
};
