// The LoyaltyProgram adapter at the boundary, against a stub server: the call is the graph's
// get-expiring-stars with no member named, a well-formed answer decodes into the summary (soonest first),
// and a random, truncated or mis-shaped answer is DECODE_ERROR, never a crash or a throw.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSeededIds, ErrorCodes } from '@crema/domain';
import { createHttpClient } from '../client';
import { answer, useTestServer } from '../client/test-server';
import { createHttpLoyaltyProgram } from './loyalty-program';

const server = useTestServer();

const program = () => createHttpLoyaltyProgram(createHttpClient({ baseUrl: server.baseUrl, locale: 'en-US', ids: createSeededIds(5) }));
const good = { user: { loyaltyProgram: { starBalance: 142, expiringStars: [{ date: 2_000, amount: 40 }, { date: 1_000, amount: 30 }] } } };

describe('LoyaltyProgram over HTTP: the boundary', () => {
  it('asks the graph for get-expiring-stars and decodes the summary, soonest first', async () => {
    server.replyJson(200, { data: good });
    expect(await answer(program().getStarsSummary())).toEqual({ _tag: 'Right', right: { stars: 142, expiring: [{ date: 1_000, amount: 30 }, { date: 2_000, amount: 40 }] } });
    const sent = server.received[0];
    expect([sent?.method, sent?.url]).toEqual(['POST', '/apiproxy/v1/graphql']);
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ operationName: 'get-expiring-stars', variables: {} });
  });

  it('passes the server\'s 401 on as a 401', async () => {
    server.replyJson(401, { errors: [{ message: 'UNAUTHORIZED', extensions: { code: 'UNAUTHORIZED' } }] });
    const r = await answer(program().getStarsSummary());
    expect(r._tag === 'Left' && r.left.status).toBe(401);
  });

  it('makes any malformed answer a DECODE_ERROR', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue().map((j) => ({ data: j })),
          fc.constantFrom(
            { data: { user: { loyaltyProgram: { starBalance: 1.5, expiringStars: [] } } } },
            { data: { user: { loyaltyProgram: { starBalance: 10, expiringStars: [{ date: 1, amount: 0 }] } } } },
            { data: { user: { loyaltyProgram: { starBalance: '10', expiringStars: [] } } } },
            { data: { user: null } },
          ),
        ),
        async (body) => {
          server.replyJson(200, body);
          const r = await answer(program().getStarsSummary());
          if (r._tag === 'Left') expect(r.left.code).toBe(ErrorCodes.DECODE);
        },
      ),
      { numRuns: 40 },
    );
    server.reply(() => ({ status: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ data: good }).slice(0, 30) }));
    const r = await answer(program().getStarsSummary());
    expect(r._tag === 'Left' && r.left.code).toBe(ErrorCodes.DECODE);
  });
});
