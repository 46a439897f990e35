// The backend of a build that names none, or the fake: the in-browser simulator. An HTTP build replaces this
// module with ./selected-http (vite.config.ts), so its bundle never imports the simulator statically.
import type { AppConfig, Clock, IdGenerator } from '@crema/domain';
import type { WebEnv } from '../env';
import type { Backend } from './backend';
import { createFakePorts } from './fake';
import { createSelectedBackend as createHttpBackend } from './selected-http';
import { demoControlsAllowed } from '../fake-controls';

export interface BackendDeps {
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly storage: Storage;
  readonly config: AppConfig;
}

export const createSelectedBackend = (env: WebEnv, d: BackendDeps): Backend =>
  env.backend === 'http'
    ? createHttpBackend(env, d)
    : createFakePorts({ clock: d.clock, storage: d.storage, latencyMs: env.fakeLatencyMs, config: d.config, demoControls: demoControlsAllowed(env) });
