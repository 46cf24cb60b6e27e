'use strict';
const Sequencer = require('@jest/test-sequencer').default;

/** Minutes each file took in CI (2 cores); a file not listed counts as one minute. Longest first. */
const MINUTES = {
	'multiprocess-queue.test.js': 7.7,
	'burst-queue.test.js': 5.3,
	'burst-regular.test.js': 5.0,
	'polling.test.js': 2.2,
	'recipe.test.js': 2,
};
const minutes = (test) => MINUTES[require('path').basename(test.path)] ?? 1;

class LongestFirst extends Sequencer {
	sort(tests) {
		return [...tests].sort((a, b) => minutes(b) - minutes(a) || a.path.localeCompare(b.path));
	}
}

module.exports = LongestFirst;
