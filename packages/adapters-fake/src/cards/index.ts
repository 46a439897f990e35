export * from './cards-table';
export * from './seed';
