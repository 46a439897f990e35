// Public surface of the ordering capability ('@crema/domain/ordering').
export * from './model';
export * from './messages';
export * from './errors';
export * from './rules';
export * from './state';
export * from './state-store';
export * from './ports';
export * from './cart-service';
export * from './price-order';
export * from './offers';
export * from './place-order';
export * from './load-time-slots';
export * from './load-menus';
export * from './load-product';
export * from './previous-orders';
export * from './favorite-products';
export * from './find-replacement';
