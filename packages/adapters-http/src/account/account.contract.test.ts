// The account ports contract against the HTTP adapters and a real server process (fresh in-memory PGlite).
// Each test signs a newly registered member in on its own client (one browser profile) and re-authenticates
// it, as the settings screens do before the e-mail change, the password change and the multi-factor phone
// (the server requires a fresh re-authentication for those). Codes are read from the server's outbox
// through its test-only control.
import { beforeAll, vi } from 'vitest';
import { firstValueFrom, type Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { DomainError } from '@crema/domain';
import { randomBytes } from 'node:crypto';
import { describeAccountContract, type AccountHarness } from '@crema/domain/account/contract';
import { useServerProcess } from '../test/server-process';
import { testClient } from '../test/client';
import { createHttpAccounts } from '../auth/accounts';
import { createHttpAccount } from './account';
import { latestAccountCode } from './test-mailbox';

// Each test registers and re-authenticates a member: two scrypt hashes at OWASP's cost on the server, which
// take seconds on the shared 2-core machine (a hang guard, not a budget).
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

const server = useServerProcess();
/** A member registered once for the suite: the address another member holds. */
let otherMembersEmail = '';
beforeAll(async () => {
  otherMembersEmail = `account-other-${randomBytes(4).toString('hex')}@example.test`;
  const r = await firstValueFrom(createHttpAccounts(testClient(server.baseUrl)).register({ firstName: 'Other', lastName: 'Member', email: otherMembersEmail, password: 'Crema-Other-2026' }));
  if (r._tag === 'Left') throw new Error(`register failed: ${r.left.code}`);
});

describeAccountContract('http', (): AccountHarness => {
  const client = testClient(server.baseUrl);
  const accounts = createHttpAccounts(client);
  const ports = createHttpAccount(client);
  const tag = randomBytes(4).toString('hex');
  const newMember = { firstName: 'Casey', lastName: 'Morgan', email: `account-${tag}@example.test`, password: `Crema-Test-${tag}-1` };
  const must = async <T>(o: Observable<Either<DomainError, T>>, what: string): Promise<void> => {
    const r = await firstValueFrom(o);
    if (r._tag === 'Left') throw new Error(`${what} failed: ${r.left.code}`);
  };
  return {
    ...ports,
    signInNewMember: async () => {
      await must(accounts.register(newMember), 'register');
      await must(accounts.reauthenticate(newMember.password), 're-authentication');
    },
    signOut: () => must(accounts.signOut(), 'sign-out'),
    newMember,
    otherMembersEmail,
    latestCode: (target) => latestAccountCode(server.baseUrl, target),
  };
});
