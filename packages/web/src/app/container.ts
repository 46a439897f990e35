// The composition root: the only place (with ./backends and ./modules) that chooses adapters. It binds the
// backend's ports (the fake simulator by default, the HTTP adapters with VITE_CREMA_BACKEND=http) and
// builds use cases from them; nothing else branches on the backend.
import { Container, type ServiceIdentifier } from 'inversify';
import type { Clock } from '@crema/domain';
import { makeSessionService } from '@crema/domain/auth';
import type { FakeBackend } from '@crema/adapters-fake';
import type { WebEnv } from './env';
import { T } from './tokens';
import { browserIds, createLocalSessionStore, systemClock } from './platform';
import type { Backend } from './backends';
import { createSelectedBackend } from './backends/selected';

/** The simulator behind a fake backend (fault injection, reset); not bound on the HTTP backend. */
export const FakeBackendToken = Symbol.for('FakeBackend') as ServiceIdentifier<FakeBackend>;

export interface ContainerOptions {
  readonly clock?: Clock;
  readonly storage?: Storage;
  /** A backend made by the caller (tests); default: the one the environment names. */
  readonly backend?: Backend;
}

export const buildContainer = (env: WebEnv, o: ContainerOptions = {}): Container => {
  const c = new Container({ defaultScope: 'Singleton' });
  const clock = o.clock ?? systemClock;
  const storage = o.storage ?? localStorage;
  c.bind(T.Env).toConstantValue(env);
  c.bind(T.Config).toConstantValue(env.config);
  c.bind(T.Clock).toConstantValue(clock);
  c.bind(T.Ids).toConstantValue(browserIds);

  const backend = o.backend ?? createSelectedBackend(env, { clock, ids: browserIds, storage, config: env.config });
  c.bind(T.Backend).toConstantValue(backend);
  if ('fake' in backend) c.bind(FakeBackendToken).toConstantValue((backend as { fake: FakeBackend }).fake);

  c.bind(T.Session).toDynamicValue(() => {
    const session = makeSessionService({ accounts: backend.accounts, store: createLocalSessionStore(storage), clock, ids: browserIds, config: env.config });
    // The stored session is only a display copy: the server's answer replaces it (a revoked or forged one is dropped).
    session.verify().subscribe();
    return session;
  });
  return c;
};
