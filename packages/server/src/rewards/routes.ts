// Rewards on the server (spec section 7): the graph query "get expiring stars", answering the signed-in
// member's user.loyaltyProgram (expiringStars, and the balance beside it) at the server's clock. 401 when
// nobody is signed in; the member is the session's.
import type { FastifyInstance } from 'fastify';
import { answerOfSummary, RewardsGraphOperations, type ExpiringStarsAnswer } from '@crema/domain/rewards';
import type { ServerContext } from '../context';
import type { GraphContext, GraphPart } from '../http/graph';
import { requireMember } from '../auth/sessions';
import { readStars } from './stars';

// The field has its own name (other capabilities answer other parts of `user`); the operation aliases it.
const SDL = `
  extend type Query {
    loyaltyUser: JSON
  }
`;

const OPERATIONS: Readonly<Record<string, string>> = {
  [RewardsGraphOperations.getExpiringStars]: 'query GetExpiringStars { user: loyaltyUser }',
};

export const registerRewards = (_app: FastifyInstance, ctx: ServerContext): GraphPart => ({
  sdl: SDL,
  operations: OPERATIONS,
  resolvers: {
    loyaltyUser: async (_args: Record<string, unknown>, g: GraphContext): Promise<ExpiringStarsAnswer['user']> => {
      const { memberId } = requireMember(g.req).session;
      return answerOfSummary(await readStars(ctx.db, memberId, ctx.clock.now())).user;
    },
  },
});
