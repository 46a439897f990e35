// The backend of an HTTP build (VITE_CREMA_BACKEND=http): the HTTP adapters only. Replaces ./selected there.
import type { WebEnv } from '../env';
import type { Backend } from './backend';
import { createHttpPorts } from './http';
import { readPageAnswers } from '../../browser/page-answers';
import type { BackendDeps } from './selected';

export const createSelectedBackend = (env: WebEnv, d: BackendDeps): Backend =>
  createHttpPorts({ baseUrl: env.apiBaseUrl, ids: d.ids, clock: d.clock, storage: d.storage, config: d.config, pageAnswers: readPageAnswers(globalThis.document) });
