export { buildApp, type AppOptions } from './app';
export { startServer } from './start';
export { readSettings, type ServerSettings } from './config';
