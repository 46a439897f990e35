export * from './model';
export * from './messages';
export * from './errors';
export * from './rules';
export * from './ports';
export * from './session-service';
export * from './codecs';
