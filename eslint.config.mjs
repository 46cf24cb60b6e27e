/**
 * ESLint flat config for `npm run lint` (`n8n-node lint`, which runs `eslint .`): n8n's own config from
 * `@n8n/node-cli/eslint` (the cloud-support one: `@n8n/eslint-plugin-community-nodes` recommended,
 * eslint-plugin-n8n-nodes-base community/credentials/nodes rulesets, `no-console`, typescript-eslint and
 * import-x on .ts files), plus what this project needs on top:
 *
 *   - only package.json, nodes/ and credentials/ are linted: tests and scripts run under Node with
 *     `process`, timers and fs, which the shipped-code rules rightly forbid;
 *   - inline config is off, as in n8n's community package scanner: `eslint-disable` comments do not count;
 *   - .json (codex) and any .js files under nodes/ and credentials/ get the community rules and `no-console`
 *     too, as in the scanner's source step (n8n's config only lints .ts and package.json).
 *
 * The packed tarball is linted with the scanner's rule set by scripts/lint-tarball.js.
 */
import { config } from '@n8n/node-cli/eslint';
import { n8nCommunityNodesPlugin } from '@n8n/eslint-plugin-community-nodes';
import tseslint from 'typescript-eslint';

export default [
	{
		name: 'project/shipped-files-only',
		ignores: ['*', '!package.json', '!nodes/', '!credentials/', '**/package-lock.json'],
	},
	...config,
	{
		name: 'project/json-and-js',
		files: ['nodes/**/*.{js,json}', 'credentials/**/*.{js,json}'],
		...n8nCommunityNodesPlugin.configs.recommended,
		rules: { ...n8nCommunityNodesPlugin.configs.recommended.rules, 'no-console': 'error' },
		languageOptions: {
			parser: tseslint.parser,
			parserOptions: { extraFileExtensions: ['.json'] },
		},
	},
	{
		name: 'project/no-inline-config',
		linterOptions: { noInlineConfig: true },
	},
];
