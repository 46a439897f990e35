// The contract suites' real Crema server process: the server package's own starter (its security suite uses it too).
export { startServerProcess, useServerProcess, type ServerProcess } from '@crema/server/test/server-process';
