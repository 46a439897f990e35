// Public surface of '@crema/adapters-http/locator'.
export * from './locator';
