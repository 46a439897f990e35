export * from './accounts';
export * from './password-hash';
