// '@crema/adapters-http': the ports over fetch. Capability adapters live in their own folders
// ('@crema/adapters-http/<cap>'); the shared HTTP client is exported here and at '@crema/adapters-http/client'.
export * from './client';
