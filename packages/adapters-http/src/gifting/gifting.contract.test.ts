// The gifting contracts (GiftCatalog, GiftPurchases, gift payment) against the HTTP adapter and a real server
// process on a fresh in-memory PGlite, with the server's test-only clock: the same suites the fake passes.
// Members sign in through the membership adapter; a guest's card is tokenized by the server's own provider;
// the status poll's wait moves the server's clock instead of sleeping.
import { firstValueFrom, type Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import { defaultConfig, type DomainError } from '@crema/domain';
import { todayIn, type GiftPurchaseRequest } from '@crema/domain/gifting';
import {
  describeGiftCatalogContract,
  describeGiftPaymentContract,
  describeGiftPurchasesContract,
  sampleLine,
  sampleRequestBase,
} from '@crema/domain/gifting/contract';
import { GUEST_CARD_BRANDS } from '@crema/domain/payments';
import { useServerProcess } from '../test/server-process';
import { testClient } from '../test/client';
import { createHttpAccounts } from '../auth';
import { createHttpCardTokenizer } from '../payments';
import type { HttpClient } from '../client';
import { createHttpGifting } from './index';

// Many sign-ins, tokenizations and purchases from one address in a few minutes: the burst limits are lifted.
const server = useServerProcess({ CREMA_AUTH_RATE_PER_MINUTE: '10000', CREMA_TOKENIZE_RATE_PER_MINUTE: '10000', CREMA_GIFT_RATE_PER_MINUTE: '10000' }, 360_000);

const DEMO = { email: 'demo@crema.coffee', password: 'Crema-Demo-2026' };
const DEMO_VISA = 'pi-demo-visa-4242';

const ok = async <T>(o: Observable<Either<DomainError, T>>): Promise<T> => {
  const r = await firstValueFrom(o);
  if (r._tag === 'Left') throw new Error(`answered ${r.left.code}`);
  return r.right;
};

const issueToken = async (client: HttpClient): Promise<string> => {
  const year = new Date(await server.now()).getUTCFullYear() + 2;
  const card = await ok(
    createHttpCardTokenizer(client).tokenize({ cardNumber: '4111 1111 1111 1111', expiry: { month: 12, year }, securityCode: '123', postalCode: '98101', allowedBrands: GUEST_CARD_BRANDS }),
  );
  return card.token;
};

const base = (requestId: string, deliveryDate: string) => sampleRequestBase(requestId, [sampleLine({ deliveryDate })]);

const waitBetweenPolls = () => server.advance(1000);

describeGiftCatalogContract('http', () => createHttpGifting(testClient(server.baseUrl)).catalog);

describeGiftPurchasesContract('http, signed-in member with a saved card', async () => {
  const client = testClient(server.baseUrl);
  await ok(createHttpAccounts(client).signIn(DEMO));
  const day = todayIn(await server.now(), 'UTC');
  return {
    purchases: createHttpGifting(client).purchases,
    validRequest: (requestId): GiftPurchaseRequest => ({ ...base(requestId, day), paymentInstrumentId: DEMO_VISA }),
    waitBetweenPolls,
  };
});

describeGiftPurchasesContract('http, guest with a card token', async () => {
  const client = testClient(server.baseUrl);
  const day = todayIn(await server.now(), 'UTC');
  const pool = [await issueToken(client), await issueToken(client), await issueToken(client)];
  // One token per purchase; a replayed request id carries the token it was first sent with.
  const tokens = new Map<string, string>();
  return {
    purchases: createHttpGifting(client).purchases,
    validRequest: (requestId): GiftPurchaseRequest => {
      const token = tokens.get(requestId) ?? pool.shift() ?? 'no-token-left';
      tokens.set(requestId, token);
      return { ...base(requestId, day), paymentInstrumentToken: token };
    },
    waitBetweenPolls,
  };
});

describeGiftPaymentContract('http', async () => {
  const r = await fetch(`${server.baseUrl}/__test/gifting/fixture`, { method: 'POST' });
  if (!r.ok) throw new Error(`gifting fixture control answered ${r.status}`);
  const world = (await r.json()) as { member: { email: string; password: string }; instrumentId: string; expiredInstrumentId: string };
  const client = testClient(server.baseUrl);
  const accounts = createHttpAccounts(client);
  return {
    purchases: createHttpGifting(client).purchases,
    issueGuestToken: () => issueToken(client),
    signInMember: async () => {
      await ok(accounts.signIn(world.member));
    },
    signOut: async () => {
      await ok(accounts.signOut());
    },
    instrumentId: world.instrumentId,
    expiredInstrumentId: world.expiredInstrumentId,
    productNumber: '11000101',
    advance: (ms) => server.advance(ms),
    now: () => server.now(),
    guestTokenMaxAgeMs: defaultConfig.guestPaymentTokenMaxAgeMs,
    waitBetweenPolls,
  };
});
