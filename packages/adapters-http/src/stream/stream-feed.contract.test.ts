// The StreamFeed contract against the HTTP adapter and a real server process (fresh in-memory PGlite): the
// seeded demo member's stream holds coupons and information cards; one client = one browser profile, signed in
// over the server's own sign-in.
import { describeStreamFeedContract, type StreamFeedFixture } from '@crema/domain/stream/contract';
import { useServerProcess } from '../test/server-process';
import { testClient } from '../test/client';
import { DEMO_CREDENTIALS, testAccounts } from '../test/sessions';
import { createHttpStreamFeed } from './stream-feed';

const server = useServerProcess();

describeStreamFeedContract('http', (): StreamFeedFixture => {
  const client = testClient(server.baseUrl);
  const accounts = testAccounts(client);
  return {
    feed: createHttpStreamFeed(client),
    signInMember: () => accounts.signIn(DEMO_CREDENTIALS),
    signOut: accounts.signOut,
  };
});
