'use strict';
/* Issue 60 in regular mode (one n8n process): see faults.js. */
require('./faults').defineFaultTests('regular', ['kill', 'restart']);
