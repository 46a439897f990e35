// The StreamFeed contract against the HTTP adapter and a real server process (fresh in-memory PGlite): the
// seeded demo member's stream holds coupons and information cards; one client = one browser profile, signed in
// over the server's own sign-in.
import { afterAll, beforeAll } from 'vitest';
import { describeStreamFeedContract, type StreamFeedFixture } from '@crema/domain/stream/contract';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { testClient } from '../test/client';
import { DEMO_CREDENTIALS, testAccounts } from '../test/sessions';
import { createHttpStreamFeed } from './stream-feed';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess();
}, 300_000);
afterAll(() => server.stop());

describeStreamFeedContract('http', (): StreamFeedFixture => {
  const client = testClient(server.baseUrl);
  const accounts = testAccounts(client);
  return {
    feed: createHttpStreamFeed(client),
    signInMember: () => accounts.signIn(DEMO_CREDENTIALS),
    signOut: accounts.signOut,
  };
});
