// The locator ports contract against the HTTP adapters and a real server process (fresh in-memory PGlite,
// seeded with the catalog's stores), time moved through the server's test-only clock; then what only a
// server shows: a member's favorites follow them to another device, and a session nobody holds is a guest.
import { beforeAll, describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { isLeft, isRight } from 'fp-ts/Either';
import { describeLocatorContract } from '@crema/domain/locator/contract';
import { useServerProcess } from '../test/server-process';
import { testClient } from '../test/client';
import { DEMO_CREDENTIALS, testAccounts } from '../test/sessions';
import { createHttpLocator } from './locator';

const NEW_MEMBER = { email: 'new@crema.coffee', password: 'Crema-New-2026' };

const server = useServerProcess();
beforeAll(async () => {
  // The server loads its store index while it starts; the first answer waits for it (here, not in a test).
  const first = await firstValueFrom(createHttpLocator(testClient(server.baseUrl)).places.search('Seattle'));
  if (isLeft(first)) throw new Error(`the server's locator did not answer: ${first.left.code}`);
}, 300_000);

/** One browser profile: its own cookie jar, the locator and the accounts on it. */
const device = () => {
  const client = testClient(server.baseUrl);
  return { ...createHttpLocator(client), accounts: testAccounts(client) };
};

describeLocatorContract('http', () => {
  const d = device();
  return {
    ...d,
    signIn: () => d.accounts.signIn(NEW_MEMBER),
    signOut: d.accounts.signOut,
    advance: (ms) => server.advance(ms),
  };
});

describe('locator over HTTP: what a server adds', () => {
  it('keeps a member\'s favorite store on the server: another device signed in as them sees it, a guest does not', async () => {
    const laptop = device();
    const phone = device();
    await laptop.accounts.signIn(DEMO_CREDENTIALS);
    await phone.accounts.signIn(DEMO_CREDENTIALS);
    const near = await firstValueFrom(laptop.stores.search({ target: { place: 'Seattle' }, features: [], limit: 10 }));
    const number = (isRight(near) ? near.right.find((l) => !l.isFavorite)?.store.storeNumber : undefined) ?? '';
    const short = number.split('-')[0] ?? '';
    expect(isRight(await firstValueFrom(laptop.favorites.add(short)))).toBe(true);
    const onPhone = await firstValueFrom(phone.stores.byNumber(number));
    expect(isRight(onPhone) && onPhone.right.isFavorite).toBe(true);
    const guest = await firstValueFrom(device().stores.byNumber(number));
    expect(isRight(guest) && guest.right.isFavorite).toBe(false);
    expect(isRight(await firstValueFrom(phone.favorites.remove(short)))).toBe(true);
    const back = await firstValueFrom(laptop.stores.byNumber(number));
    expect(isRight(back) && back.right.isFavorite).toBe(false);
  });

  it('recommends the demo member\'s seeded stores: two favorites, then the stores of past orders', async () => {
    const d = device();
    await d.accounts.signIn(DEMO_CREDENTIALS);
    const r = await firstValueFrom(d.recommended.forMember());
    expect(isRight(r) && r.right.map((l) => [l.store.name, l.recommendationReason])).toEqual([
      ['15th & Pine', 'FAVORITE'],
      ['Ballard & Market', 'FAVORITE'],
      ['1st & Pike', 'USUAL'],
      ['Westlake Center', 'USUAL'],
    ]);
  });
});
