// A cancelled order's payment goes back where it came from, in the cancel's transaction (issue #28):
//  - a Crema card (tender SVC): credited back onto that card through the card ledger (refundToCardInTx: a
//    'refund' movement), found by the order's own payment movement (its place-order idempotency key); if the card
//    is no longer the member's or the refund would pass $500, the refund is kept 'held' for an operator;
//  - a member's saved card or PayPal: handed back to the payment processor ('issued'), to the wallet instrument of
//    that type and last four (the order keeps no instrument id; this server has no processor to call: the row
//    is what a processor integration would send);
//  - a guest's card: the processor refunds the card token the order spent ('issued');
//  - nothing charged (a reward covered it): a 'none' row, so every cancelled order says what became of its money.
// The order's Stars are reversed beside this, in the same transaction (rewards/stars.ts reverseOrderStarsInTx).
import { sql } from 'kysely';
import type { PlacedOrder } from '@crema/domain/ordering';
import type { ServerContext } from '../context';
import type { Tx } from '../db/database';
import { refundToCardInTx } from '../cards/ledger';
import { SUBMIT_ORDER } from '../ordering/orders';

interface CancelledOrder {
  readonly order_id: string;
  readonly member_id: string | null;
  readonly placed: PlacedOrder | null;
}

export const refundCancelledOrderInTx = async (tx: Tx, ctx: ServerContext, order: CancelledOrder, at: number): Promise<void> => {
  const placed = order.placed;
  if (placed === null) return;
  const amount = placed.totalMinor;
  const base = { refund_id: ctx.ids.next('refund'), order_id: order.order_id, tender: placed.paidWith.tender, amount_minor: amount, at };
  if (amount <= 0) {
    await tx.insertInto('order_refunds').values({ ...base, destination: 'none', card_id: null, instrument_id: null, status: 'credited' }).execute();
    return;
  }
  if (order.member_id === null) {
    const token = await tx.selectFrom('card_tokens').select('token').where('used_by_order', '=', order.order_id).executeTakeFirst();
    await tx.insertInto('order_refunds').values({ ...base, destination: 'guest-card', card_id: null, instrument_id: token?.token ?? null, status: 'issued' }).execute();
    return;
  }
  const memberId = order.member_id;
  if (placed.paidWith.tender === 'SVC') {
    // The order's own payment movement: by the key its submit was claimed with.
    const claim = await tx
      .selectFrom('idempotency_keys')
      .select('key')
      .where('scope', '=', `member:${memberId}`)
      .where('operation', '=', SUBMIT_ORDER)
      .where(sql<string>`answer->>'orderId'`, '=', order.order_id)
      .executeTakeFirst();
    const payment =
      claim === undefined
        ? undefined
        : await tx.selectFrom('card_movements').select(['card_id']).where('member_id', '=', memberId).where('kind', '=', 'payment').where('idempotency_key', '=', claim.key).executeTakeFirst();
    const status = payment === undefined ? 'held' : await refundToCardInTx(tx, ctx, memberId, payment.card_id, amount, `refund:${order.order_id}`);
    await tx.insertInto('order_refunds').values({ ...base, destination: 'card', card_id: payment?.card_id ?? null, instrument_id: null, status }).execute();
    return;
  }
  const instrument = await tx
    .selectFrom('wallet_instruments')
    .select('payment_instrument_id')
    .where('member_id', '=', memberId)
    .where('payment_type', '=', placed.paidWith.tender.toLowerCase())
    .$if(placed.paidWith.lastFour !== undefined, (q) => q.where('last_four', '=', placed.paidWith.lastFour ?? ''))
    .orderBy('payment_instrument_id')
    .executeTakeFirst();
  await tx.insertInto('order_refunds').values({ ...base, destination: 'instrument', card_id: null, instrument_id: instrument?.payment_instrument_id ?? null, status: 'issued' }).execute();
};
