// Payment methods and addresses on the server (spec sections 3, 4, 7, 8). The wallet's actions are REST under
// PAYMENT_INSTRUMENTS_PATH (the spec does not show their paths: ours); addresses are the spec's graph
// operations by name (get-address-list answers user.addressList, create-address createAddress, update-address
// updateAddress, add-single-use-billing-address addSingleUseBillingAddress.addressToken). Requests are decoded
// with the domain's wire codecs; the member is the session's, never the request's (401 otherwise). Only the
// single-use billing address needs no sign-in (guest checkout). An unknown instrument or address answers 400 with
// its own code (PAYMENT_INSTRUMENT_NOT_FOUND, ADDRESS_NOT_FOUND): the HTTP client reads every 404 as NOT_FOUND.
// A refusal of fields carries them (VALIDATION_ERROR with `fields`), so a form marks the same fields as on the fake.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as t from 'io-ts';
import {
  AddCardCommandCodec,
  AddressCodec,
  AddressGraphOperations,
  AddressInputCodec,
  EditInstrumentBodyCodec,
  LinkPaypalCommandCodec,
  PAYMENT_INSTRUMENTS_PATH,
} from '@crema/domain/payments/wire';
import type { ServerContext } from '../context';
import type { GraphContext, GraphPart } from '../http/graph';
import { decodeOr400 } from '../http/decode';
import { requireMember } from '../auth/sessions';
import { createWallet } from './wallet';
import { createAddressBook } from './addresses';
import { perMinuteFromEnv } from '../http/limits';

const SDL = `
  extend type Query {
    addressBookUser: JSON
  }
  extend type Mutation {
    createAddress(input: JSON!): JSON
    updateAddress(address: JSON!): JSON
    addSingleUseBillingAddress(input: JSON!, walletTarget: String): JSON
  }
`;

// The field has its own name (other capabilities answer other parts of `user`); the operation aliases it.
const OPERATIONS: Readonly<Record<string, string>> = {
  [AddressGraphOperations.getAddressList]: 'query GetAddressList { user: addressBookUser }',
  [AddressGraphOperations.createAddress]: 'mutation CreateAddress($input: JSON!) { createAddress(input: $input) }',
  [AddressGraphOperations.updateAddress]: 'mutation UpdateAddress($address: JSON!) { updateAddress(address: $address) }',
  [AddressGraphOperations.addSingleUseBillingAddress]:
    'mutation AddSingleUseBillingAddress($input: JSON!, $walletTarget: String) { addSingleUseBillingAddress(input: $input, walletTarget: $walletTarget) }',
};

const InstrumentParams = t.type({ id: t.string });

/**
 * The single-use billing address is open to anyone and writes a row per call: at most
 * CREMA_BILLING_ADDRESS_RATE_PER_MINUTE calls a minute from one client address (default 20: a guest's checkout
 * makes one, or a few after corrections, and several guests behind one address still fit; a script does not).
 */
export const singleUseAddressLimit = () => perMinuteFromEnv('CREMA_BILLING_ADDRESS_RATE_PER_MINUTE', 20);

export const registerPayments = (app: FastifyInstance, ctx: ServerContext): GraphPart => {
  const wallet = createWallet(ctx);
  const book = createAddressBook(ctx);
  const memberOf = (req: FastifyRequest): string => requireMember(req).session.memberId;
  const idOf = (req: FastifyRequest): string => decodeOr400(InstrumentParams, req.params).id;

  app.get(PAYMENT_INSTRUMENTS_PATH, async (req) => wallet.list(memberOf(req)));
  app.post(`${PAYMENT_INSTRUMENTS_PATH}/credit-card`, async (req) => {
    const m = memberOf(req);
    return wallet.addCard(m, decodeOr400(AddCardCommandCodec, req.body));
  });
  app.post(`${PAYMENT_INSTRUMENTS_PATH}/paypal`, async (req) => {
    const m = memberOf(req);
    return wallet.linkPaypal(m, decodeOr400(LinkPaypalCommandCodec, req.body));
  });
  app.patch(`${PAYMENT_INSTRUMENTS_PATH}/:id`, async (req) => {
    const m = memberOf(req);
    return wallet.edit(m, { ...decodeOr400(EditInstrumentBodyCodec, req.body ?? {}), paymentInstrumentId: idOf(req) });
  });
  app.delete(`${PAYMENT_INSTRUMENTS_PATH}/:id`, async (req) => wallet.remove(memberOf(req), idOf(req)));
  app.post(`${PAYMENT_INSTRUMENTS_PATH}/:id/default`, async (req) => wallet.setDefault(memberOf(req), idOf(req)));

  const memberOfGraph = (g: GraphContext): string => memberOf(g.req);
  return {
    sdl: SDL,
    operations: OPERATIONS,
    limits: { [AddressGraphOperations.addSingleUseBillingAddress]: singleUseAddressLimit() },
    resolvers: {
      addressBookUser: async (_args: Record<string, unknown>, g: GraphContext) => ({ addressList: await book.list(memberOfGraph(g)) }),
      createAddress: async (args: Record<string, unknown>, g: GraphContext) => {
        const m = memberOfGraph(g);
        return book.create(m, decodeOr400(AddressInputCodec, args['input']));
      },
      updateAddress: async (args: Record<string, unknown>, g: GraphContext) => {
        const m = memberOfGraph(g);
        return book.update(m, decodeOr400(AddressCodec, args['address']));
      },
      addSingleUseBillingAddress: async (args: Record<string, unknown>) => book.addSingleUse(decodeOr400(AddressInputCodec, args['input'])),
    },
  };
};
