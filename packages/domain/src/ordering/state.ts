// The ordering capability's reducers (spec section 4): cart, order state and selected store.
export * from './cart-state';
export * from './order-state';
export * from './store-state';
