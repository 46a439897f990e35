// '@crema/adapters-http/account': the account ports over HTTP.
export * from './account';
