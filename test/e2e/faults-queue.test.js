'use strict';
/* Issue 60 in queue mode, main and one worker (the README's first row), on PostgreSQL: see faults.js. */
require('./faults').defineFaultTests('queue', ['kill', 'republish']);
