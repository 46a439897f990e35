// Test-only: a member's Stars as the rewards graph query answers them, decoded with the domain's codec.
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ExpiringStarsAnswerCodec, RewardsGraphOperations, summaryOfAnswer, type StarsSummary } from '@crema/domain/rewards';
import { graphOn } from '../test/app';

export const starsOf = async (app: FastifyInstance, cookie: string): Promise<StarsSummary> => {
  const r = await graphOn(app, RewardsGraphOperations.getExpiringStars, {}, cookie);
  expect(r.statusCode, r.body).toBe(200);
  const decoded = ExpiringStarsAnswerCodec.decode((r.json() as { data: unknown }).data);
  if (decoded._tag === 'Left') throw new Error(`undecodable answer ${r.body}`);
  return summaryOfAnswer(decoded.right);
};
