'use strict';
const Sequencer = require('@jest/test-sequencer').default;

/** Minutes each file took in CI (2 cores, two lanes beside npm test); a file not listed counts as one. */
const MINUTES = {
	'multiprocess-queue.test.js': 8.1,
	'burst-queue.test.js': 6.3,
	'burst-regular.test.js': 4.6,
	'golive-queue.test.js': 3.0,
	'golive-regular.test.js': 2.8,
	'recipe.test.js': 2.8,
	'polling.test.js': 2.6,
	'regular.test.js': 2.4,
};
const minutes = (test) => MINUTES[require('path').basename(test.path)] ?? 1;

class LongestFirst extends Sequencer {
	sort(tests) {
		return [...tests].sort((a, b) => minutes(b) - minutes(a) || a.path.localeCompare(b.path));
	}
}

module.exports = LongestFirst;
