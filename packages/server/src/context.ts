// What every route of the server is built from: the database, the clock (a test-only controllable one in
// test starts), ids, the domain's configuration, the sessions and the outbox of messages.
import type { AppConfig, Clock, IdGenerator } from '@crema/domain';
import type { Db } from './db/database';
import type { Sessions } from './auth/sessions';
import type { Outbox } from './messages/outbox';

export interface ServerContext {
  readonly db: Db;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly config: AppConfig;
  readonly sessions: Sessions;
  /** Messages to people outside (e-mail, SMS): queued in the transaction of the change that causes them. */
  readonly outbox: Outbox;
}
