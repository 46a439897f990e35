// How many event streams one viewer may hold open at once in a process (issue #28): each open stream holds a
// socket, a heartbeat timer and a listener of the process's hub, so a member opening hundreds of them must not
// exhaust the process. Past the cap a new stream is refused with 429 TOO_MANY_REQUESTS; the web's order page
// then polls, as it does when a stream is cut (the domain's live feed).
//
// A viewer is a member, whichever of their sessions or pages (their order pages and, for a partner, the counter
// screen, count together), or a guest's order link (its order). The count is this process's, taken when a stream
// opens and given back when it closes: with N processes behind a load balancer a viewer may hold up to N times the
// cap (docs/server.md). The shared limiter (http/limits.ts) counts calls in windows, not streams open now: a stream
// counted there and never given back (its process killed) would keep the viewer's slot until the window ended.
import type { FastifyInstance } from 'fastify';

/**
 * Ours (the spec is silent): 10 streams a viewer, CREMA_EVENT_STREAMS_PER_VIEWER (config.ts). A member's few tabs
 * and devices each show an order page (one stream) or a partner's counter screen (one), with room to spare.
 */
export const STREAMS_PER_VIEWER = 10;

export interface StreamSlots {
  /** A slot for `viewer`, with the function that gives it back (once, however often called); none past the cap. */
  take(viewer: string): (() => void) | undefined;
  /** Streams `viewer` holds open now. */
  held(viewer: string): number;
}

export const createStreamSlots = (max: number): StreamSlots => {
  const open = new Map<string, number>();
  const held = (viewer: string): number => open.get(viewer) ?? 0;
  return {
    take: (viewer) => {
      if (held(viewer) >= max) return undefined;
      open.set(viewer, held(viewer) + 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        const left = held(viewer) - 1;
        if (left > 0) open.set(viewer, left);
        else open.delete(viewer);
      };
    },
    held,
  };
};

const slots = new WeakMap<FastifyInstance, StreamSlots>();

/** The app's slots: `max` a viewer, decided by the first call (the app's option, else STREAMS_PER_VIEWER). */
export const streamSlotsOf = (app: FastifyInstance, max: number = STREAMS_PER_VIEWER): StreamSlots => {
  let made = slots.get(app);
  if (made === undefined) slots.set(app, (made = createStreamSlots(max)));
  return made;
};
