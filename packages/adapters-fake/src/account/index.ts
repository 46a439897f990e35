// Public surface of the account fake ('@crema/adapters-fake/account').
export * from './order-history-table';
export * from './inbox';
export * from './member-records';
export * from './partner-program';
export * from './contact-preferences';
export * from './email-change';
export * from './password-change';
export * from './privacy-requests';
export * from './mfa-phone';
export * from './histories';
