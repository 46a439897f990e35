// Public surface of the home stream and greeting capability ('@crema/domain/stream').
export * from './model';
export * from './rules';
export * from './onboarding';
export * from './impressions';
export * from './seasons';
export * from './greeting';
export * from './messages';
export * from './home-texts';
export * from './audience';
export type * from './ports';
export * from './view';
export * from './cards';
export * from './state';
export * from './load-stream';
export * from './watch-onboarding';
export * from './links';
export * from './codecs';
