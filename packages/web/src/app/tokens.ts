// Typed service identifiers of the container. Capability modules add their own beside their bindings.
import type { ServiceIdentifier } from 'inversify';
import type { AppConfig, BackendHealth, Clock, IdGenerator } from '@crema/domain';
import type { SessionService } from '@crema/domain/auth';
import type { WebEnv } from './env';
import type { Backend } from './backends/backend';

export const T = {
  Env: Symbol.for('Env') as ServiceIdentifier<WebEnv>,
  Config: Symbol.for('Config') as ServiceIdentifier<AppConfig>,
  Clock: Symbol.for('Clock') as ServiceIdentifier<Clock>,
  Ids: Symbol.for('Ids') as ServiceIdentifier<IdGenerator>,
  Session: Symbol.for('Session') as ServiceIdentifier<SessionService>,
  /** The ports of every capability, from the backend the composition root chose. */
  Backend: Symbol.for('Backend') as ServiceIdentifier<Backend>,
  /** Whether the backend can be reached (fed by every port answer; the app shell's degraded-mode banner). */
  BackendHealth: Symbol.for('BackendHealth') as ServiceIdentifier<BackendHealth>,
} as const;
