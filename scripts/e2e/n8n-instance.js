'use strict';
/*
 * A real, headless n8n for end-to-end tests: startN8n(), withManualTrigger(), packPackage() and friends.
 * The code lives in scripts/e2e/n8n/ (index.js lists its modules); this file keeps the require path the
 * tests, the benchmark and scripts/start.js use.
 *
 *   const { startN8n } = require('./scripts/e2e/n8n-instance');
 *   const n8n = await startN8n({ packageTarball: '/tmp/n8n-nodes-mayar-0.1.0.tgz', mode: 'regular' });
 *   try { ... } finally { await n8n.stop(); }
 */
module.exports = require('./n8n');
