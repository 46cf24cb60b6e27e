/** Integration tests run the nodes inside n8n-core against the local sandbox over real HTTP. */
module.exports = {
	preset: 'ts-jest',
	testEnvironment: 'node',
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.ts'],
	setupFiles: ['<rootDir>/test/harness/setup.js'],
	globalSetup: '<rootDir>/test/harness/global-setup.js',
	globalTeardown: '<rootDir>/test/harness/global-teardown.js',
	testTimeout: 60000,
	transform: {
		'^.+\\.ts$': ['ts-jest', { tsconfig: 'test/tsconfig.json', diagnostics: { warnOnly: false } }],
	},
};
