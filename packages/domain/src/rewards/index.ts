// Public surface of the rewards capability ('@crema/domain/rewards').
export * from './model';
export * from './levels';
export * from './rules';
export * from './cancel-reversal';
export * from './errors';
export * from './messages';
export * from './error-messages';
export * from './how-it-works';
export type * from './ports';
export * from './load-rewards';
export * from './scan-target';
export * from './rewards-overview';
export * from './codecs';
