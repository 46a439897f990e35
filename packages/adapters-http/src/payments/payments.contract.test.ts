// The payments contract against the HTTP adapters and a real server process (fresh in-memory PGlite): the
// member's wallet, the address book and the server's tokenizer. Each test registers a new member through the
// server's own join call; one client = one browser profile. The server's clock is read once per test (its
// test-only control) so expiry dates are built from the server's "now".
import { describePaymentsContract, type PaymentsHarness } from '@crema/domain/payments/contract';
import { useServerProcess } from '../test/server-process';
import { testClient } from '../test/client';
import { testAccounts } from '../test/sessions';
import { createHttpCardTokenizer } from './card-tokenizer';
import { createHttpPaymentMethods } from './payment-methods';
import { createHttpAddresses } from './addresses';

// The contract tokenizes more cards a minute than a browser would: lift the per-address guard for this process.
const server = useServerProcess({ CREMA_TOKENIZE_RATE_PER_MINUTE: '1000', CREMA_AUTH_RATE_PER_MINUTE: '1000' });

let members = 0;

describePaymentsContract('http', async (): Promise<PaymentsHarness> => {
  const client = testClient(server.baseUrl);
  const accounts = testAccounts(client);
  const offset = (await server.now()) - Date.now();
  const credentials = { email: `wallet.${Date.now().toString(36)}.${++members}@example.com`, password: 'Contract-Pass-1' };
  let registered = false;
  return {
    paymentMethods: createHttpPaymentMethods(client),
    addresses: createHttpAddresses(client),
    tokenizer: createHttpCardTokenizer(client),
    signInNewMember: async () => {
      await (registered ? accounts.signIn(credentials) : accounts.register({ firstName: 'Wren', lastName: 'Contract', ...credentials }));
      registered = true;
    },
    signOut: accounts.signOut,
    now: () => Date.now() + offset,
  };
});
