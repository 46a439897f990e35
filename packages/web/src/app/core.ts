// The services of the app shell and the first page (environment, clock, ids, the backend's ports, its
// health and the session), built without the container: '/' renders without downloading inversify. The
// container (./container) binds these same instances and adds each capability's use cases when that
// capability is first used, so a page reaches both through the one useService(token).
import { createBackendHealth, type AppConfig, type BackendHealth, type Clock, type IdGenerator } from '@crema/domain';
import { makeSessionService, type SessionService } from '@crema/domain/auth';
import type { ServiceIdentifier } from 'inversify';
import type { WebEnv } from './env';
import { T } from './tokens';
import { browserIds, createLocalSessionStore, systemClock } from '../browser/platform';
import type { Backend } from './backends';
import { createSelectedBackend } from './backends/selected';
import { reportingHealth } from './backend-health';

export interface CoreOptions {
  readonly clock?: Clock;
  readonly storage?: Storage;
  /** A backend made by the caller (tests); default: the one the environment names. */
  readonly backend?: Backend;
}

export interface CoreServices {
  readonly env: WebEnv;
  readonly config: AppConfig;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly health: BackendHealth;
  readonly backend: Backend;
  /** Made on first use, when it asks the server who is signed in. */
  readonly session: SessionService;
}

export const buildCore = (env: WebEnv, o: CoreOptions = {}): CoreServices => {
  const clock = o.clock ?? systemClock;
  const storage = o.storage ?? localStorage;
  const health = createBackendHealth();
  const backend = reportingHealth(o.backend ?? createSelectedBackend(env, { clock, ids: browserIds, storage, config: env.config }), health.report);
  let session: SessionService | undefined;
  return {
    env,
    config: env.config,
    clock,
    ids: browserIds,
    health,
    backend,
    get session() {
      if (session === undefined) {
        session = makeSessionService({ accounts: backend.accounts, store: createLocalSessionStore(storage), clock, ids: browserIds, config: env.config });
        // The stored session is only a display copy: the server's answer replaces it (a revoked or forged one is dropped).
        session.verify().subscribe();
      }
      return session;
    },
  };
};

const byToken: ReadonlyMap<ServiceIdentifier<unknown>, (c: CoreServices) => unknown> = new Map<ServiceIdentifier<unknown>, (c: CoreServices) => unknown>([
  [T.Env, (c) => c.env],
  [T.Config, (c) => c.config],
  [T.Clock, (c) => c.clock],
  [T.Ids, (c) => c.ids],
  [T.Session, (c) => c.session],
  [T.Backend, (c) => c.backend],
  [T.BackendHealth, (c) => c.health],
]);

/** The core service a token names, or undefined when the token is a capability's (bound in the container). */
export const coreService = (core: CoreServices, id: ServiceIdentifier<unknown>): unknown => byToken.get(id)?.(core);

/** The tokens the core answers (the container binds each to the same instance). */
export const coreTokens = (): Iterable<ServiceIdentifier<unknown>> => byToken.keys();
