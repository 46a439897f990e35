// Pickup's graph operations: create-customer-arrival (the spec's "create customer arrival") and
// get-pickup-store (ours: the pickup view of "get store by number"). Variables decoded with the domain's codecs.
import type { FastifyInstance } from 'fastify';
import { CustomerArrivalCodec, PickupGraphOperations, PickupStoreVariablesCodec } from '@crema/domain/pickup';
import type { ServerContext } from '../context';
import type { GraphPart } from '../http/graph';
import { checkInLimit } from '../http/anonymous-limits';
import { decodeOr400 } from '../http/decode';
import { storeDirectoryOf } from '../stores/store-directory';
import { createPickup } from './arrivals';

const SDL = `
  extend type Query {
    pickupStore(storeNumber: String!): JSON
  }
  extend type Mutation {
    customerArrival(arrival: JSON!): JSON
  }
`;

const OPERATIONS: Readonly<Record<string, string>> = {
  [PickupGraphOperations.getPickupStore]: 'query GetPickupStore($storeNumber: String!) { pickupStore(storeNumber: $storeNumber) }',
  [PickupGraphOperations.createCustomerArrival]: 'mutation CreateCustomerArrival($arrival: JSON!) { customerArrival(arrival: $arrival) }',
};

export const registerPickup = (app: FastifyInstance, ctx: ServerContext): GraphPart => {
  const pickup = createPickup({ ...ctx, stores: storeDirectoryOf(app, ctx) });
  return {
    sdl: SDL,
    operations: OPERATIONS,
    // No sign-in needed: limited per client address (http/anonymous-limits.ts).
    limits: { [PickupGraphOperations.createCustomerArrival]: checkInLimit() },
    resolvers: {
      pickupStore: async (args: Record<string, unknown>) => pickup.store(decodeOr400(PickupStoreVariablesCodec, args).storeNumber),
      customerArrival: async (args: Record<string, unknown>) => pickup.arrive(decodeOr400(CustomerArrivalCodec, args.arrival)),
    },
  };
};
