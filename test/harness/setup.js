// N8N_USER_FOLDER, the run's own, comes from global-setup.js: one for the whole run, removed after it.
process.env.N8N_ENCRYPTION_KEY = process.env.N8N_ENCRYPTION_KEY || 'mayar-test-encryption-key';

// n8n-workflow runs each parameter regex in a vm with a 250 ms wall-clock watchdog (its ReDoS guard). In CI the
// in-process lane shares 2 cores with the real-n8n lane, and a starved test process failed a trivial regex
// ("Regular expression execution timed out"). Nothing here tests that guard: the regexes run natively.
const { setSafeRegexEngine } = require('n8n-workflow');
setSafeRegexEngine({
	exec: (pattern, input, flags) => new RegExp(pattern, flags).exec(input),
	test: (pattern, input, flags) => new RegExp(pattern, flags).test(input),
	replace: (pattern, input, flags, replacement) =>
		input.replace(new RegExp(pattern, flags), replacement),
	matchAll: (pattern, input, flags) =>
		Array.from(
			input.matchAll(new RegExp(pattern, (flags ?? '').includes('g') ? flags : `${flags ?? ''}g`)),
		),
	split: (pattern, input, flags) => input.split(new RegExp(pattern, flags)),
});
