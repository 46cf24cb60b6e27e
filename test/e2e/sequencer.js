'use strict';
const path = require('path');
const Sequencer = require('@jest/test-sequencer').default;

/** Minutes each file took in CI (2 cores, two lanes beside npm test); a file not listed counts as one. */
const MINUTES = {
	'multiprocess-queue.test.js': 9.4,
	'burst-regular.test.js': 7.1,
	'burst-queue.test.js': 6.3,
	'regular.test.js': 3.9,
	'recipe.test.js': 2.9,
	'polling.test.js': 2.6,
	'golive-regular.test.js': 2.0,
	'start.test.js': 2.0,
	'golive-queue.test.js': 1.8,
	'editor.test.js': 1.5,
	'agent.test.js': 1.3,
};
const minutes = (test) => MINUTES[path.basename(test.path)] ?? 1;

/*
 * .ci/run starts the e2e beside npm test in two lanes with --shard=1/2 and, once npm test has ended, a third lane
 * with --shard=2/2: the files of LATE (about a third of the e2e's minutes, so that the three lanes end together).
 * Shard 1 is every other file, so a new file always runs somewhere.
 */
const LATE = new Set(['regular.test.js', 'recipe.test.js', 'polling.test.js', 'n8n1.test.js']);

class LongestFirst extends Sequencer {
	shard(tests, { shardIndex, shardCount }) {
		if (shardCount !== 2)
			throw new Error('the e2e are split in two shards (.ci/run): --shard=1/2 or 2/2');
		const late = shardIndex === 2;
		return tests.filter((t) => LATE.has(path.basename(t.path)) === late);
	}

	sort(tests) {
		return [...tests].sort((a, b) => minutes(b) - minutes(a) || a.path.localeCompare(b.path));
	}
}

module.exports = LongestFirst;
