// Who sees a stream on the home page (spec sections 2 and 6). Kept in its own file: the first page needs it
// without the stream rules.
import type { AppConfig, Session } from '../shared';
import type { StreamAudience } from './model';

/** Who the stream is for: members always; guests only with the unauthenticated-stream flag. */
export const streamAudience = (session: Session, config: AppConfig): StreamAudience =>
  session.kind === 'member' ? 'member' : config.flags.unauthenticatedStream ? 'guest' : 'none';
