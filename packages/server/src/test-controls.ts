// A clock the tests can move, and its route (POST /__test/clock { advanceMs }): registered only when the
// server is started with CREMA_TEST_CONTROLS=1, never in a production start.
import type { FastifyInstance } from 'fastify';
import * as t from 'io-ts';
import type { Clock } from '@crema/domain';
import { decodeOr400 } from './http/decode';
import { orderingDirectoryOf, registerOrderingTestControls } from './ordering';
import { storeDirectoryOf } from './stores/store-directory';

export interface OffsetClock extends Clock {
  advance(ms: number): void;
}

/**
 * Real time plus an offset the tests add to (time never runs backwards); it reads `start` at creation when given
 * (a test server on a copy seeded at `start` starts where that seed's first start would have).
 */
export const createOffsetClock = (start?: number): OffsetClock => {
  let offset = start === undefined ? 0 : start - Date.now();
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += Math.max(0, ms);
    },
  };
};

export const registerTestControls = (app: FastifyInstance, clock: OffsetClock): void => {
  app.post('/__test/clock', async (req) => {
    const { advanceMs } = decodeOr400(t.type({ advanceMs: t.number }), req.body);
    clock.advance(advanceMs);
    return { now: clock.now() };
  });
  // The directory the app's ordering runs on (registered before the test controls), so a store's facts a test sets reach the orders.
  registerOrderingTestControls(app, orderingDirectoryOf(app) ?? storeDirectoryOf(app), clock);
};
