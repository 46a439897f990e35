// Chooses the backend. The build-time variable decides first, so an HTTP build's bundle drops the fake's
// branch entirely (Vite replaces import.meta.env.VITE_CREMA_BACKEND with its value before tree-shaking);
// tests choose by WebEnv.
import type { AppConfig, Clock, IdGenerator } from '@crema/domain';
import type { WebEnv } from '../env';
import type { Backend } from './backend';
import { createFakePorts } from './fake';
import { createHttpPorts } from './http';

export type { Backend, LocatorPorts, OrderingPorts, PaymentPorts, AccountPorts } from './backend';
export type { FakePortSet } from './fake';

export interface BackendDeps {
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly storage: Storage;
  readonly config: AppConfig;
}

export const createBackend = (env: WebEnv, d: BackendDeps): Backend =>
  import.meta.env.VITE_CREMA_BACKEND === 'http' || env.backend === 'http'
    ? createHttpPorts({ baseUrl: env.apiBaseUrl, ids: d.ids, clock: d.clock, storage: d.storage, config: d.config })
    : createFakePorts({ clock: d.clock, storage: d.storage, latencyMs: env.fakeLatencyMs, config: d.config });
