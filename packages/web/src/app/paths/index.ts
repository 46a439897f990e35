// The app's addresses by capability: the pages a domain outcome or a named target leads to (the domain says what
// happened or which page it means; only the web package knows URLs), and the links several pages share. The
// route tree (../routes.tsx and each feature's routes.tsx) mounts the pages at these paths.
export * from './account';
export * from './auth';
export * from './cards';
export * from './gifting';
export * from './ordering';
export * from './payments';
export * from './pickup';
export * from './rewards';
export * from './order-progress';
