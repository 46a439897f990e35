// Each capability registers its REST routes and returns its share of the graph (if any). Add one line per
// capability; the order does not matter.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from './context';
import type { GraphPart } from './http/graph';
import { registerLocator } from './locator/routes';
import { registerOrdering } from './ordering';
import { registerCards } from './cards/routes';
import { registerAccount } from './account/routes';
import { registerRewards } from './rewards/routes';
import { registerStream } from './stream/routes';
import { registerPickup } from './pickup/routes';
import { registerPayments } from './payments/routes';
import { registerGifting } from './gifting/routes';
import { registerOrderProgress } from './order-progress/routes';

export type Capability = (app: FastifyInstance, ctx: ServerContext) => GraphPart | undefined;

export const capabilities: readonly Capability[] = [
  registerLocator,
  registerOrdering,
  registerCards,
  registerRewards,
  registerStream,
  registerPickup,
  registerPayments,
  registerGifting,
  registerAccount,
  registerOrderProgress,
];
