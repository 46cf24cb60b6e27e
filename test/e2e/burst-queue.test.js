'use strict';
/*
 * Burst tests in a real n8n 2.41.1, queue mode (redis, main receiving webhooks and polling, one worker running
 * executions at concurrency 10): see burst.js for the scenarios. The sandbox limits requests per IP address
 * (Mayar's published 20 per minute per IP), scaled to MAYAR_BURST_RATE per MAYAR_BURST_WINDOW_S seconds
 * (default 20 per 6 s); the credential is told the same. `npm run test:burst` runs them at full scale.
 */
require('./burst').defineBurstTests('queue');
