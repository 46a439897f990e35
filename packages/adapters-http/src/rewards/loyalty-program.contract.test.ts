// The LoyaltyProgram contract against the HTTP adapter and a real server process (fresh in-memory PGlite):
// the seeded demo member holds Stars (some expiring within 30 days), a member who just joined none; one client =
// one browser profile, signed in over the server's own sign-in; now is the server's clock.
import { describeLoyaltyProgramContract, type LoyaltyProgramFixture } from '@crema/domain/rewards/contract';
import { useServerProcess } from '../test/server-process';
import { testClient } from '../test/client';
import { DEMO_CREDENTIALS, testAccounts } from '../test/sessions';
import { createHttpLoyaltyProgram } from './loyalty-program';

let members = 0;
const server = useServerProcess();

describeLoyaltyProgramContract('http', (): LoyaltyProgramFixture => {
  const client = testClient(server.baseUrl);
  const accounts = testAccounts(client);
  return {
    program: createHttpLoyaltyProgram(client),
    signInMemberWithStars: () => accounts.signIn(DEMO_CREDENTIALS),
    signInMemberWithoutStars: () =>
      accounts.register({ firstName: 'Stella', lastName: 'Contract', email: `stella.${Date.now().toString(36)}.${++members}@example.com`, password: 'Contract-Pass-1' }),
    signOut: accounts.signOut,
    now: () => server.now(),
  };
});
