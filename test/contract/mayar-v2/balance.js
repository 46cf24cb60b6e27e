'use strict';
/** Mayar's balance: endpoints, then records (./index.js says what each key means). */

const endpoints = [
	{
		id: 'balance.get',
		method: 'GET',
		path: '/hl/v2/balances',
		altPaths: [],
		source: 'spec: V2 path mapping "Balance"; docs balance/accountbalance',
		query: {},
		response: 'record',
		record: 'balance',
	},
];

const records = {
	balance: {
		fields: ['balanceActive', 'balancePending', 'balance'],
		source: 'docs balance/accountbalance',
		types: { balanceActive: 'integer', balancePending: 'integer', balance: 'integer' },
		typesSource: 'facts 2.8 balance/accountbalance (ints)',
		descriptions: {
			balanceActive: 'The active part of the account balance, in rupiah (IDR), an integer',
			balancePending:
				'The pending part of the account balance, not yet active, in rupiah (IDR), an integer',
			balance: "The account's total balance, in rupiah (IDR), an integer",
		},
	},
};

module.exports = { endpoints, records };
