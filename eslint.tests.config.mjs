/**
 * The second lint of `npm test` (`npm run lint:tests`: `eslint -c eslint.tests.config.mjs .`), for what n8n's
 * eslint.config.mjs leaves out. That file is n8n's default, byte for byte, as strict (n8n Cloud) mode requires:
 * `npm run lint` (`n8n-node lint`, `eslint .`) holds every .ts file of the repository, tests included, to n8n's
 * rules for code that runs inside n8n. This one adds:
 *
 *   - shipped code (nodes/, credentials/) linted again with inline config off, as n8n's community package scanner
 *     lints: an `eslint-disable` comment hides nothing; and the codex .json and any .js there get the community
 *     rules and `no-console` (n8n's config lints only .ts and package.json);
 *   - the JavaScript of the tests and scripts (test/, scripts/, the top-level .js), which n8n's config parses but
 *     gives no rule: ESLint's recommended rules, for Node (CommonJS) and jest.
 *
 * The tests' TypeScript is type-checked by `npm run typecheck:tests` (tsc, test/tsconfig.json).
 */
import js from '@eslint/js';
import { config } from '@n8n/node-cli/eslint';
import { n8nCommunityNodesPlugin } from '@n8n/eslint-plugin-community-nodes';
import tseslint from 'typescript-eslint';

const readonly = (names) => Object.fromEntries(names.map((name) => [name, 'readonly']));
const NODE = readonly(
	'require module exports __dirname __filename process console Buffer setTimeout clearTimeout setInterval clearInterval setImmediate clearImmediate URL URLSearchParams AbortController AbortSignal FormData Blob Headers Request Response TextEncoder TextDecoder fetch structuredClone performance queueMicrotask globalThis'.split(
		' ',
	),
);
const JEST = readonly(
	'describe test it expect beforeAll afterAll beforeEach afterEach jest'.split(' '),
);

export default [
	// The tests' TypeScript: `npm run lint` lints it with n8n's rules.
	{
		ignores: [
			'dist/',
			'test/**/*.ts',
			'**/package-lock.json',
			'test/bench/results/',
			'reports/',
			'.stryker-tmp/',
		],
	},
	...config,
	{
		name: 'shipped/no-inline-config',
		files: ['nodes/**', 'credentials/**'],
		linterOptions: { noInlineConfig: true },
	},
	{
		name: 'shipped/json-and-js',
		files: ['nodes/**/*.{js,json}', 'credentials/**/*.{js,json}'],
		...n8nCommunityNodesPlugin.configs.recommended,
		rules: { ...n8nCommunityNodesPlugin.configs.recommended.rules, 'no-console': 'error' },
		languageOptions: {
			parser: tseslint.parser,
			parserOptions: { extraFileExtensions: ['.json'] },
		},
		linterOptions: { noInlineConfig: true },
	},
	{
		name: 'tests-and-scripts/js',
		files: ['test/**/*.js', 'scripts/**/*.js', '*.js'],
		...js.configs.recommended,
		rules: {
			...js.configs.recommended.rules,
			'no-unused-vars': ['error', { ignoreRestSiblings: true }],
		},
		languageOptions: { sourceType: 'commonjs', ecmaVersion: 2022, globals: { ...NODE, ...JEST } },
	},
];
