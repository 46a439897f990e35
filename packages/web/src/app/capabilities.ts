// Capabilities bind their use cases into the container when first needed, so their adapters and data
// stay out of the first page's JavaScript. A page calls useCapability('cards') and suspends until bound.
import { use } from 'react';
import type { Container } from 'inversify';
import { useContainer } from './services';

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
};

const bound = new WeakMap<Container, Map<Capability, Promise<void>>>();

/** Binds a capability into the container once; every caller gets the same promise. */
export const loadCapability = (c: Container, cap: Capability): Promise<void> => {
  let byCap = bound.get(c);
  if (!byCap) bound.set(c, (byCap = new Map()));
  let p = byCap.get(cap);
  if (!p) {
    p = loaders[cap]().then((m) => m.default(c));
    byCap.set(cap, p);
  }
  return p;
};

/** Suspends the calling component until the capabilities are bound. */
export const useCapability = (...caps: Capability[]): void => {
  // The capabilities' modules download while the container (and inversify) loads the first time.
  for (const cap of caps) void loaders[cap]();
  const c = useContainer();
  for (const cap of caps) use(loadCapability(c, cap));
};
