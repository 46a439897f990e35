// The HTTP backend: the ports over fetch against the Crema server (same origin by default). Sessions are
// the server's httpOnly cookie; nothing the browser keeps is trusted by the server.
//
// Every capability's ports are the server's: the in-browser simulator is only a test and demo double (fake.ts).
import type { AppConfig, Clock, IdGenerator } from '@crema/domain';
import { once, type Backend } from './backend';
import { lazyAccounts } from './lazy-accounts';
import type { PageAnswers } from '../../browser/page-answers';

export interface HttpBackendOptions {
  readonly baseUrl: string;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  readonly storage: Storage;
  readonly config: AppConfig;
  /** Default: the platform's fetch (the build's renderer gives one that never answers). */
  readonly fetch?: typeof fetch;
  /** What the page came with (the first view's menu): answers the first ask for it without a call. */
  readonly pageAnswers?: PageAnswers;
}

const locale = (): string => (typeof navigator !== 'undefined' && navigator.language !== '' ? navigator.language : 'en-US');

export const createHttpPorts = (o: HttpBackendOptions): Backend => {
  const client = once(async () => (await import('@crema/adapters-http/client')).createHttpClient({ baseUrl: o.baseUrl, locale, ids: o.ids, fetch: o.fetch }));
  /** Ports made by one adapter module over the shared client, both loaded on first use. */
  const overClient = <M, P>(load: () => Promise<M>, make: (m: M, c: Awaited<ReturnType<typeof client>>) => P) =>
    once(async () => {
      const [m, c] = await Promise.all([load(), client()]);
      return make(m, c);
    });
  // The locator's server ports over HTTP; the selected store stays on this device (its decoder loads with it).
  const locator = once(async () => {
    const [m, c, local] = await Promise.all([import('@crema/adapters-http/locator'), client(), import('../../browser/local-selected-store')]);
    return { ...m.createHttpLocator(c), preference: local.createLocalSelectedStorePreference(o.storage) };
  });
  // Order ahead on the server; a guest's card is tokenized by the server's provider, which is the one that takes
  // it at submit-order-guest.
  const ordering = once(async () => {
    const [m, p, c] = await Promise.all([import('@crema/adapters-http/ordering'), import('@crema/adapters-http/payments'), client()]);
    return { ...m.createHttpOrdering(c, { pageMenu: o.pageAnswers?.nationalMenu }), guestTokenizer: p.createHttpCardTokenizer(c) };
  });
  // Crema cards on the server: balances, add money, transfers and auto reload are the server's, shared by
  // every browser profile of the member.
  const cards = overClient(() => import('@crema/adapters-http/cards'), (m, c) => ({ ledger: m.createHttpCardLedger(c) }));
  // Gifting on the server: the catalog, the purchase and its status; a guest's card is tokenized by the server's
  // provider, the one that takes the token at gift-purchase.
  const gifting = once(async () => {
    const [m, p, c] = await Promise.all([import('@crema/adapters-http/gifting'), import('@crema/adapters-http/payments'), client()]);
    return { ...m.createHttpGifting(c), guestTokenizer: p.createHttpCardTokenizer(c) };
  });
  // Payment methods and addresses on the server: the member's wallet, address book and the server's tokenizer.
  const payments = overClient(
    () => import('@crema/adapters-http/payments'),
    (m, c) => ({ paymentMethods: m.createHttpPaymentMethods(c), addresses: m.createHttpAddresses(c), tokenizer: m.createHttpCardTokenizer(c) }),
  );
  // Stars on the server: earned by the member's orders there, the same in every browser profile.
  const rewards = overClient(() => import('@crema/adapters-http/rewards'), (m, c) => ({ program: m.createHttpLoyaltyProgram(c) }));
  // The member's account on the server: personal info, profile, preferences, security settings and the order
  // history of every device. No demo inbox here: the server sends no mail; the codes it would send are in its
  // outbox table (see README, "Account on the server").
  const account = overClient(() => import('@crema/adapters-http/account'), (m, c) => m.createHttpAccount(c));
  // The home stream on the server: the member's cards follow their Stars and onboarding there.
  const stream = overClient(() => import('@crema/adapters-http/stream'), (m, c) => ({ feed: m.createHttpStreamFeed(c) }));
  // Pickup on the server: stores' pickup facts and curbside check-in (no sign-in needed).
  const pickup = overClient(() => import('@crema/adapters-http/pickup'), (m, c) => m.createHttpPickup(c));
  // Order progress on the server: reads and moves over REST, live changes over EventSource (same origin, with the cookie).
  const orderProgress = overClient(() => import('@crema/adapters-http/order-progress'), (m, c) => m.createHttpOrderProgress(c, { baseUrl: o.baseUrl }));
  const accounts = lazyAccounts(once(async () => (await import('@crema/adapters-http/auth')).createHttpAccounts(await client())));
  // A forgotten password on the server: the link goes by e-mail (no demo inbox here).
  const passwordResets = overClient(() => import('@crema/adapters-http/auth'), (m, c) => ({ resets: m.createHttpPasswordResets(c) }));
  return {
    kind: 'http',
    accounts,
    passwordResets,
    locator,
    ordering,
    cards,
    payments,
    gifting,
    account,
    rewards,
    stream,
    pickup,
    orderProgress,
  };
};
