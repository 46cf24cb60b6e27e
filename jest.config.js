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
	// test/tsconfig.json sets isolatedModules: ts-jest only transpiles; `npm run typecheck:tests` type-checks
	// the tests and the nodes once, in one program (per-file checking here took about half of jest's time).
	transform: {
		'^.+\\.ts$': ['ts-jest', { tsconfig: 'test/tsconfig.json' }],
	},
};
