// The membership contract against the HTTP adapter and a real server process (fresh in-memory PGlite).
import { afterAll, beforeAll } from 'vitest';
import { describeAccountsContract } from '@crema/domain/auth/contract';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { testClient } from '../test/client';
import { createHttpAccounts } from './accounts';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess();
}, 180_000);
afterAll(() => server.stop());

describeAccountsContract('http', () => ({
  device: () => createHttpAccounts(testClient(server.baseUrl)),
  demo: { email: 'demo@crema.coffee', password: 'Crema-Demo-2026' },
  advance: (ms) => server.advance(ms),
}));
