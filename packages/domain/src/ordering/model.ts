export * from './catalog-model';
export * from './cart-model';
export * from './order-model';
export * from './member-model';
export * from './favorite-model';
