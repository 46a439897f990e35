// The domain package's root exports only the shared kernel; each capability is imported by its own path
// ('@crema/domain/cards', '@crema/domain/gifting', ...) so the web app can split them into lazy chunks.
export * from './shared';
