/**
 * ESLint flat config: the rule set n8n's community package scanner
 * (`npx @n8n/scan-community-package <name>`) applies to a published package.
 *
 *   - `@n8n/eslint-plugin-community-nodes` `recommended`, plus core `no-console`;
 *   - `eslint-plugin-n8n-nodes-base` rulesets: `community` on package.json,
 *     `credentials` on credential .ts files, `nodes` on node .ts files, with the
 *     same few rules switched off as the scanner (and `n8n-node lint`) does;
 *   - the TypeScript parser for .ts and .json files (package.json is parsed as
 *     one object literal, which the package.json rules walk).
 *
 * eslint-plugin-n8n-nodes-base 2.0.0 only ships legacy (eslintrc) configs whose
 * `plugins` is a list of names, so only their `rules` maps are used here and the
 * plugin object is registered once under its own name: no FlatCompat needed.
 *
 * The scanner lints with inline config off, so `eslint-disable` comments do not
 * count. `npm run lint` (scripts/lint.js) uses `scanConfig` below exactly that
 * way, on the files the scanner lints: package.json and
 * {nodes,credentials}/**\/*.{js,ts,json} of the source, then **\/*.js and
 * package.json of the packed tarball.
 *
 * The default export is for `npx eslint` and editors: the same source files,
 * with inline config off too. `npx eslint --no-inline-config` reports exactly
 * what the scanner's source step does; plain `npx eslint` also warns about each
 * `eslint-disable` comment, since it has no effect.
 */
import communityNodes from '@n8n/eslint-plugin-community-nodes';
import n8nNodesBase from 'eslint-plugin-n8n-nodes-base';
import tsParser from '@typescript-eslint/parser';

/** Rules of one legacy ruleset of eslint-plugin-n8n-nodes-base, some switched off. */
function baseRules(ruleset, off = []) {
	const rules = { ...n8nNodesBase.configs[ruleset].rules };
	for (const name of off) {
		if (!(`n8n-nodes-base/${name}` in rules)) {
			throw new Error(`eslint.config.mjs: no rule ${name} in the ${ruleset} ruleset`);
		}
		rules[`n8n-nodes-base/${name}`] = 'off';
	}
	return rules;
}

/** The scanner's rule set, with no ignores: valid for any package root as cwd. */
export const scanConfig = [
	communityNodes.configs.recommended,
	{
		name: 'scanner/core',
		rules: { 'no-console': 'error' },
	},
	{
		name: 'scanner/n8n-nodes-base-plugin',
		plugins: { 'n8n-nodes-base': n8nNodesBase },
	},
	{
		name: 'scanner/package-json',
		files: ['package.json'],
		rules: baseRules('community'),
	},
	{
		name: 'scanner/credentials',
		files: ['**/credentials/**/*.ts'],
		rules: baseRules('credentials', [
			// not meant for community packages
			'cred-class-field-documentation-url-miscased',
			// covered more accurately by @n8n/community-nodes/credential-password-field
			'cred-class-field-type-options-password-missing',
		]),
	},
	{
		name: 'scanner/nodes',
		files: ['**/nodes/**/*.ts'],
		rules: baseRules('nodes', [
			// inputs/outputs may use NodeConnectionTypes instead of the string 'main'
			'node-class-description-inputs-wrong-regular-node',
			'node-class-description-outputs-wrong',
			// an API's documented maximum is a valid maxValue
			'node-param-type-options-max-value-present',
		]),
	},
	{
		name: 'scanner/typescript-parser',
		files: ['**/*.ts', '**/*.json'],
		languageOptions: { parser: tsParser },
	},
];

export default [
	{
		// Only package.json and the shippable node/credential sources, as the scanner.
		name: 'project/source-files-only',
		ignores: ['*', '!package.json', '!nodes/', '!credentials/', '**/package-lock.json'],
	},
	...scanConfig,
	{
		name: 'project/no-inline-config',
		linterOptions: { noInlineConfig: true },
	},
];
