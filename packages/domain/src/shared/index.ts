export * from './money';
export * from './clock';
export * from './ids';
export * from './errors';
export * from './config';
export * from './staleness';
export * from './session';
export * from './async-state';
