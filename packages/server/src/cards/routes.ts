// Crema cards on the server (spec sections 4, 5, 7, 8, 9). REST under /apiproxy/v1/account/cards (the
// spec shows the barcode and get-card-info-from-token paths; the others are "not shown" and ours), the
// auto reload graph operations by the spec's names. Every request is decoded with the domain's codecs and
// needs the member's session (401 otherwise); the member comes from the session, never from the body.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as t from 'io-ts';
import { PHYSICAL_CARDS } from '@crema/catalog/cards';
import {
  AddCardRequestCodec,
  activityCursor,
  AutoReloadVariablesCodec,
  CardActivityQueryCodec,
  BarcodeBodyCodec,
  CardGraphOperations,
  CardInfoFromTokenBodyCodec,
  CARDS_PATH,
  DisableAutoReloadVariablesCodec,
  ReloadBodyCodec,
  TransferBodyCodec,
  type CardInfo,
} from '@crema/domain/cards';
import type { ServerContext } from '../context';
import type { GraphContext, GraphPart } from '../http/graph';
import { decodeOr400 } from '../http/decode';
import { requireMember } from '../auth/sessions';
import { createCardLedger } from './ledger';
import { barcodeSvg } from './barcode';
import { egiftSecurityCode } from './secrets';

const SDL = `
  extend type Mutation {
    createAutoReload(cardId: String!, amount: Int!, paymentMethodId: String!, triggerAmount: Int!, riskData: JSON, idempotencyKey: String): JSON
    updateAutoReload(cardId: String!, amount: Int!, paymentMethodId: String!, triggerAmount: Int!, riskData: JSON, idempotencyKey: String): JSON
    disableAutoReload(cardId: String!, riskData: JSON, idempotencyKey: String): JSON
  }
`;

const settingsVars = '$cardId: String!, $amount: Int!, $paymentMethodId: String!, $triggerAmount: Int!, $riskData: JSON, $idempotencyKey: String';
const settingsArgs = 'cardId: $cardId, amount: $amount, paymentMethodId: $paymentMethodId, triggerAmount: $triggerAmount, riskData: $riskData, idempotencyKey: $idempotencyKey';
const OPERATIONS: Readonly<Record<string, string>> = {
  [CardGraphOperations.createAutoReload]: `mutation CreateAutoReload(${settingsVars}) { autoReload: createAutoReload(${settingsArgs}) }`,
  [CardGraphOperations.updateAutoReload]: `mutation UpdateAutoReload(${settingsVars}) { autoReload: updateAutoReload(${settingsArgs}) }`,
  [CardGraphOperations.disableAutoReload]:
    'mutation DisableAutoReload($cardId: String!, $riskData: JSON, $idempotencyKey: String) { autoReload: disableAutoReload(cardId: $cardId, riskData: $riskData, idempotencyKey: $idempotencyKey) }',
};

const CardParams = t.type({ cardId: t.string });
/** graph-js passes an absent optional variable as absent, an explicit null as null: both mean "none". */
const withoutNulls = (args: Record<string, unknown>): Record<string, unknown> => Object.fromEntries(Object.entries(args).filter(([, v]) => v !== null));

export const registerCards = (app: FastifyInstance, ctx: ServerContext): GraphPart => {
  const ledger = createCardLedger(ctx);
  const memberOf = (req: FastifyRequest): string => requireMember(req).session.memberId;

  app.get(CARDS_PATH, async (req) => ledger.list(memberOf(req)));

  app.post(CARDS_PATH, async (req) => {
    const m = memberOf(req);
    return ledger.add(m, decodeOr400(AddCardRequestCodec, req.body));
  });

  app.post(`${CARDS_PATH}/barcode`, async (req, reply) => {
    const m = memberOf(req);
    const { cardNumber } = decodeOr400(BarcodeBodyCodec, req.body);
    const digits = await ledger.heldNumber(m, cardNumber);
    return reply.header('Content-Type', 'image/svg+xml').header('Cache-Control', 'no-store').send(barcodeSvg(digits));
  });

  app.post(`${CARDS_PATH}/get-card-info-from-token`, async (req): Promise<CardInfo> => {
    memberOf(req);
    const { cashstarToken } = decodeOr400(CardInfoFromTokenBodyCodec, req.body);
    const issued = await ledger.issuedByToken(cashstarToken);
    // The security code comes from the issuer, never from our tables: a physical card's from the catalogue in code,
    // an e-gift card's this server issued derived from its number under the server's key (secrets.ts).
    const securityCode = PHYSICAL_CARDS.find((c) => c.cardNumber === issued.cardNumber)?.securityCode ?? egiftSecurityCode(issued.cardNumber);
    return { ...issued, securityCode };
  });

  app.post(`${CARDS_PATH}/transfer`, async (req) => {
    const m = memberOf(req);
    return ledger.transfer(m, decodeOr400(TransferBodyCodec, req.body));
  });

  // The card's activity, a page at a time (ours: the spec shows no path); only its holder's (404 otherwise).
  app.get(`${CARDS_PATH}/:cardId/activity`, async (req) => {
    const m = memberOf(req);
    const { cardId } = decodeOr400(CardParams, req.params);
    const q = decodeOr400(CardActivityQueryCodec, req.query);
    const before = activityCursor(q.before);
    return ledger.activity(m, cardId, { ...(before === undefined ? {} : { before }), ...(q.limit === undefined ? {} : { limit: Number(q.limit) }) });
  });

  app.get(`${CARDS_PATH}/:cardId`, async (req) => ledger.get(memberOf(req), decodeOr400(CardParams, req.params).cardId));

  app.delete(`${CARDS_PATH}/:cardId`, async (req) => ledger.remove(memberOf(req), decodeOr400(CardParams, req.params).cardId));

  app.post(`${CARDS_PATH}/:cardId/primary`, async (req) => ledger.makePrimary(memberOf(req), decodeOr400(CardParams, req.params).cardId));

  app.post(`${CARDS_PATH}/:cardId/reload`, async (req) => {
    const m = memberOf(req);
    const { cardId } = decodeOr400(CardParams, req.params);
    return ledger.reload(m, { cardId, ...decodeOr400(ReloadBodyCodec, req.body) });
  });

  const settingsOp = (op: 'create' | 'update') => async (args: Record<string, unknown>, g: GraphContext) => {
    const m = memberOf(g.req);
    const v = decodeOr400(AutoReloadVariablesCodec, withoutNulls(args));
    return ledger.setAutoReload(m, op, {
      cardId: v.cardId,
      amount: v.amount,
      triggerAmount: v.triggerAmount,
      paymentInstrumentId: v.paymentMethodId,
      ...(v.idempotencyKey === undefined ? {} : { idempotencyKey: v.idempotencyKey }),
    });
  };

  return {
    sdl: SDL,
    operations: OPERATIONS,
    resolvers: {
      createAutoReload: settingsOp('create'),
      updateAutoReload: settingsOp('update'),
      disableAutoReload: async (args: Record<string, unknown>, g: GraphContext) => {
        const m = memberOf(g.req);
        const v = decodeOr400(DisableAutoReloadVariablesCodec, withoutNulls(args));
        return ledger.setAutoReload(m, 'disable', { cardId: v.cardId, ...(v.idempotencyKey === undefined ? {} : { idempotencyKey: v.idempotencyKey }) });
      },
    },
  };
};
