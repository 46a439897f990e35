// What every route of the server is built from: the database, the clock (a test-only controllable one in
// test starts), ids, the domain's configuration and the sessions.
import type { AppConfig, Clock, IdGenerator } from '@crema/domain';
import type { Db } from './db/database';
import type { Sessions } from './auth/sessions';

export interface ServerContext {
  readonly db: Db;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly config: AppConfig;
  readonly sessions: Sessions;
}
