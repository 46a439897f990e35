// Test starts only (CREMA_TEST_CONTROLS=1): GET /__test/account/outbox/latest-code?to=... reads the code of the
// newest code message to an address or phone from the account's message log, written in the same transaction as
// the code (the job queue delivers the message itself a moment later): contract tests and browser walks.
import type { FastifyInstance } from 'fastify';
import * as t from 'io-ts';
import type { ServerContext } from '../context';
import { decodeOr400 } from '../http/decode';
import { createAccountService } from './service';

export const registerAccountTestControls = (app: FastifyInstance, ctx: ServerContext): void => {
  const account = createAccountService(ctx);
  app.get('/__test/account/outbox/latest-code', async (req) => {
    const { to } = decodeOr400(t.type({ to: t.string }), req.query);
    return { code: (await account.latestCode(to)) ?? null };
  });
};
