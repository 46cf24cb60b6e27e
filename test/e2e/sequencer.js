'use strict';
const Sequencer = require('@jest/test-sequencer').default;

/** Minutes each file took in CI (2 cores, two lanes beside npm test); a file not listed counts as one. */
const MINUTES = {
	'multiprocess-queue.test.js': 9.5,
	'burst-queue.test.js': 7.0,
	'burst-regular.test.js': 5.5,
	'faults-queue.test.js': 5.5,
	'faults-regular.test.js': 5.0,
	'regular.test.js': 3.5,
	'recipe.test.js': 3.0,
	'polling.test.js': 2.0,
	'start.test.js': 2.0,
	'golive-regular.test.js': 1.3,
	'golive-queue.test.js': 1.3,
};
const minutes = (test) => MINUTES[require('path').basename(test.path)] ?? 1;

class LongestFirst extends Sequencer {
	sort(tests) {
		return [...tests].sort((a, b) => minutes(b) - minutes(a) || a.path.localeCompare(b.path));
	}
}

module.exports = LongestFirst;
