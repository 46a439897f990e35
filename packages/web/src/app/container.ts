// The composition root: the only place (with ./modules) that chooses adapters. Fake adapters are the
// embedded default; VITE_CREMA_BACKEND=http binds the HTTP adapters that exist (see README).
import { Container, type ServiceIdentifier } from 'inversify';
import type { Clock } from '@crema/domain';
import { makeSessionService, type Accounts } from '@crema/domain/auth';
import { createFakeBackend, parseFaultQuery, type FakeBackend } from '@crema/adapters-fake';
import { createFakeAccounts } from '@crema/adapters-fake/auth';
import type { WebEnv } from './env';
import { T } from './tokens';
import { browserIds, createLocalSessionStore, systemClock } from './platform';

export const FakeBackendToken = Symbol.for('FakeBackend') as ServiceIdentifier<FakeBackend>;
export const AccountsToken = Symbol.for('Accounts') as ServiceIdentifier<Accounts>;

export interface ContainerOptions {
  readonly clock?: Clock;
  readonly storage?: Storage;
}

export const buildContainer = (env: WebEnv, o: ContainerOptions = {}): Container => {
  const c = new Container({ defaultScope: 'Singleton' });
  const clock = o.clock ?? systemClock;
  const storage = o.storage ?? localStorage;
  c.bind(T.Env).toConstantValue(env);
  c.bind(T.Config).toConstantValue(env.config);
  c.bind(T.Clock).toConstantValue(clock);
  c.bind(T.Ids).toConstantValue(browserIds);

  // Until the server publishes its membership contract, sign-in runs on the fake in both modes (README).
  const backend = createFakeBackend({ clock, storage, latencyMs: env.fakeLatencyMs });
  applyFaultQuery(backend);
  exposeFakeControls(backend);
  c.bind(FakeBackendToken).toConstantValue(backend);
  c.bind(AccountsToken).toDynamicValue(() => createFakeAccounts(backend));

  c.bind(T.Session).toDynamicValue((ctx) =>
    makeSessionService({
      accounts: ctx.get(AccountsToken),
      store: createLocalSessionStore(storage),
      clock,
      ids: browserIds,
      config: env.config,
    }),
  );
  return c;
};

/** '?faults=op:code[:times]' on any URL sets fault rules (fake mode), e.g. ?faults=priceOrder:HIGH_VOLUME_STORE:1 */
const applyFaultQuery = (backend: FakeBackend): void => {
  if (typeof location === 'undefined') return;
  const q = new URLSearchParams(location.search).get('faults');
  if (q) for (const [op, rule] of parseFaultQuery(q)) backend.faults.set(op, rule);
};

/** window.__crema.faults / .reset(): the fault-injection control for browser tests and manual checks. */
const exposeFakeControls = (backend: FakeBackend): void => {
  if (typeof window === 'undefined') return;
  (window as unknown as { __crema?: unknown }).__crema = { faults: backend.faults, reset: backend.reset };
};
