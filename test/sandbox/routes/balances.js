'use strict';
/** GET /hl/v2/balances: {balanceActive, balancePending, balance}, computed from the paid rows. */
const { ok } = require('../lib/envelope');

function register(router, ctx) {
	router.get('/hl/v2/balances', () => ok(ctx.model.balances()));
}

module.exports = { register };
