export * from './accounts';
export * from './password-hash';
export * from './password-resets';
