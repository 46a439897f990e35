// The forgotten-password contract against the HTTP adapter and a real server process (fresh in-memory PGlite): the
// links come from the server's test mailbox (GET /__test/mailbox, test starts only), as the e-mail carries them.
import { describePasswordResetsContract } from '@crema/domain/auth/contract';
import { useServerProcess } from '../test/server-process';
import { testClient } from '../test/client';
import { createHttpAccounts } from './accounts';
import { createHttpPasswordResets } from './password-resets';

const server = useServerProcess();

/** The reset links' tokens e-mailed to `to` so far, oldest first. */
const tokensIn = async (to: string): Promise<string[]> => {
  const r = await fetch(`${server.baseUrl}/__test/mailbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await r.json()) as { messages: { subject?: string; text: string }[] };
  return messages.flatMap((m) => /#token=([A-Za-z0-9_-]{43})/.exec(m.text)?.[1] ?? []);
};

describePasswordResetsContract('http', () => ({
  device: () => {
    const client = testClient(server.baseUrl);
    return { accounts: createHttpAccounts(client), resets: createHttpPasswordResets(client) };
  },
  resetTokens: async (email, count) => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const tokens = await tokensIn(email);
      if (tokens.length >= count) return tokens;
      if (Date.now() > deadline) throw new Error(`${tokens.length} of ${count} reset e-mail(s) to ${email} after 15 s`);
      await new Promise((r) => setTimeout(r, 50));
    }
  },
  advance: (ms) => server.advance(ms),
}));
