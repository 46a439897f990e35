// Typed service identifiers of the container. Capability modules add their own beside their bindings.
import type { ServiceIdentifier } from 'inversify';
import type { AppConfig, Clock, IdGenerator } from '@crema/domain';
import type { SessionService } from '@crema/domain/auth';
import type { WebEnv } from './env';

export const T = {
  Env: Symbol.for('Env') as ServiceIdentifier<WebEnv>,
  Config: Symbol.for('Config') as ServiceIdentifier<AppConfig>,
  Clock: Symbol.for('Clock') as ServiceIdentifier<Clock>,
  Ids: Symbol.for('Ids') as ServiceIdentifier<IdGenerator>,
  Session: Symbol.for('Session') as ServiceIdentifier<SessionService>,
} as const;
