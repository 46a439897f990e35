// Public surface of the account fake ('@crema/adapters-fake/account').
export * from './order-history-table';
export * from './seed';
