// The cards capability's reducers for spec section 4: card add, auto reload and the scan-to-pay barcode.
export * from './add-card-state';
export * from './auto-reload-state';
export * from './barcode-state';
