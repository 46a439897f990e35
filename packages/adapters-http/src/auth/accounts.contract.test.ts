// The membership contract against the HTTP adapter and a real server process (fresh in-memory PGlite).
import { describeAccountsContract } from '@crema/domain/auth/contract';
import { useServerProcess } from '../test/server-process';
import { testClient } from '../test/client';
import { createHttpAccounts } from './accounts';

const server = useServerProcess();

describeAccountsContract('http', () => ({
  device: () => createHttpAccounts(testClient(server.baseUrl)),
  demo: { email: 'demo@crema.coffee', password: 'Crema-Demo-2026' },
  advance: (ms) => server.advance(ms),
}));
