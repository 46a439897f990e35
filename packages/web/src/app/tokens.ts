// Typed service identifiers of the container. Capability modules add their own beside their bindings.
import type { AppConfig, BackendHealth, Clock, IdGenerator } from '@crema/domain';
import type { SessionService } from '@crema/domain/auth';
import type { WebEnv } from './env';
import type { Backend } from './backends/backend';
import { tokensOf } from './capability-tokens/tokens-of';

/** The app-wide services, by the name each is bound and reached under. */
export interface AppServices {
  readonly Env: WebEnv;
  readonly Config: AppConfig;
  readonly Clock: Clock;
  readonly Ids: IdGenerator;
  readonly Session: SessionService;
  /** The ports of every capability, from the backend the composition root chose. */
  readonly Backend: Backend;
  /** Whether the backend can be reached (fed by every port answer; the app shell's degraded-mode banner). */
  readonly BackendHealth: BackendHealth;
}

export const T = tokensOf<AppServices>('app');
