export * from './backend';
export * from './faults';
export * from './storage';
