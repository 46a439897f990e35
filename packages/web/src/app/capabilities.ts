// Capabilities bind their use cases into the container when first needed, so their adapters and data
// stay out of the first page's JavaScript. A page calls useCapability('cards') and suspends until bound.
import { use } from 'react';
import type { Container } from 'inversify';
import { useServices, type Services } from './services';

export type Capability = keyof typeof loaders;
type Binder = { default: (c: Container) => void | Promise<void> };

const loaders = {
  locator: (): Promise<Binder> => import('./modules/locator'),
  ordering: (): Promise<Binder> => import('./modules/ordering'),
  gifting: (): Promise<Binder> => import('./modules/gifting'),
  cards: (): Promise<Binder> => import('./modules/cards'),
  payments: (): Promise<Binder> => import('./modules/payments'),
  account: (): Promise<Binder> => import('./modules/account'),
  rewards: (): Promise<Binder> => import('./modules/rewards'),
  stream: (): Promise<Binder> => import('./modules/stream'),
  pickup: (): Promise<Binder> => import('./modules/pickup'),
  passwordReset: (): Promise<Binder> => import('./modules/password-reset'),
  orderProgress: (): Promise<Binder> => import('./modules/order-progress'),
};

/** A promise that says when it has settled: React's `use` reads `status` before suspending, and so does isBound. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** Marks `p` fulfilled (with its value) when it is: a promise React reads as settled from then on. */
const settled = <T>(p: Promise<T>): Tracked<T> => {
  const tracked: Tracked<T> = p;
  void p.then((value) => {
    tracked.status = 'fulfilled';
    tracked.value = value;
  });
  return tracked;
};

/** Each container's capabilities: the promise of each binding, marked once bound. */
const bound = new WeakMap<Container, Map<Capability, Tracked<void>>>();

/** Binds a capability into the container once; every caller gets the same promise. */
export const loadCapability = (c: Container, cap: Capability): Promise<void> => {
  let byCap = bound.get(c);
  if (!byCap) bound.set(c, (byCap = new Map()));
  let p = byCap.get(cap);
  if (!p) {
    p = settled(loaders[cap]().then((m) => m.default(c)));
    byCap.set(cap, p);
  }
  return p;
};

const isBound = (c: Container, cap: Capability): boolean => bound.get(c)?.get(cap)?.status === 'fulfilled';

const ready = new WeakMap<Services, Map<string, Promise<unknown>>>();

/** The container loaded and the capabilities bound: one promise per set of capabilities, fulfilled at once when they already are. */
const readyFor = (s: Services, caps: readonly Capability[]): Promise<unknown> => {
  let byKey = ready.get(s);
  if (!byKey) ready.set(s, (byKey = new Map()));
  const key = caps.join(' ');
  let p = byKey.get(key);
  if (!p) {
    const c = s.loaded();
    p =
      c !== undefined && caps.every((cap) => isBound(c, cap))
        ? Object.assign(Promise.resolve(undefined), { status: 'fulfilled', value: undefined })
        : settled(s.load().then((loaded) => Promise.all(caps.map((cap) => loadCapability(loaded, cap)))));
    byKey.set(key, p);
  }
  return p;
};

/** Suspends the calling component until the capabilities are bound. */
export const useCapability = (...caps: Capability[]): void => {
  // The capabilities' modules download while the container (and inversify) loads the first time.
  for (const cap of caps) void loaders[cap]();
  // Exactly one `use`, of one promise per set: React matches a retried render's `use` calls by their order and
  // wants the same calls again, so the container's load and the capabilities' binding are one promise (with
  // a `use` for each, a container that loaded between two tries left the capability's promise in the
  // container's place, and the server's renderer rendered before the capability was bound).
  use(readyFor(useServices(), caps));
};
