// Issue #26: full Crema card numbers sat in clear in idempotency_keys.answer (the stored answers of add money
// and transfer), though the cards table keeps them sealed. A scripted member session and guest session run over
// HTTP against a real server process on PGlite on disk (add a card, add money, transfer, auto reload, orders,
// a saved payment card, a guest's gift and order); the process is stopped, its database opened here, and EVERY
// column of EVERY table is searched for any full card number (every Crema card of the catalogue, every payment
// card used), a Crema card's security code, or a password: as written and with every non-digit removed.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DEMO_MEMBER } from '@crema/catalog/members';
import { PHYSICAL_CARDS } from '@crema/catalog/cards';
import { DEMO_ADDRESS_IDS, DEMO_INSTRUMENT_IDS } from '@crema/catalog/payments';
import { CardGraphOperations, CARDS_PATH, type StoredValueCard } from '@crema/domain/cards';
import { GIFT_PURCHASE_PATH } from '@crema/domain/gifting/wire';
import type { PlacedOrder } from '@crema/domain/ordering';
import { OrderingOperations as Op } from '@crema/domain/ordering/wire';
import { PAYMENT_INSTRUMENTS_PATH } from '@crema/domain/payments/wire';
import { openDatabase } from '../db/database';
import { startServerProcess } from '../test/server-process';
import { ATTACK_ENV, createSession, newKey } from '../test/attack-session';

const ADDED_CARD = PHYSICAL_CARDS.find((c) => c.nickname === 'Pocket Card') ?? PHYSICAL_CARDS[0];
const SAVED_CARD = '6011111111111117';
const GIFT_CARD = '4111111111111111';
const GUEST_ORDER_CARD = '378282246310005';

let dataDir = '';
afterAll(async () => {
  if (dataDir !== '') await rm(dataDir, { recursive: true, force: true });
});

const giftFor = (requestId: string, pay: Record<string, string>, paymentType: string) => ({
  requestId,
  orderSource: 'WEB',
  locale: 'en-US',
  currency: 'USD',
  paymentType,
  senderEmail: 'sender@example.com',
  senderName: 'Sam Sender',
  egifts: [{ recipientEmail: 'rae@example.com', recipientName: 'Rae', deliveryMethod: 'EMAIL', deliveryDate: new Date().toISOString().slice(0, 10), product: '11000101', message: 'Hi', amount: { amount: 2500, currency: 'USD' } }],
  riskData: { channel: 'WEB', capturedAt: Date.now() },
  ...pay,
});

describe('secrets at rest', () => {
  it('no column of any table holds a full card number, a security code or a password after a member and a guest session', { timeout: 600_000 }, async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'crema-secrets-'));
    const server = await startServerProcess({ ...ATTACK_ENV, CREMA_DATA_DIR: dataDir });
    try {
      // The member: add a Crema card, add money, transfer, auto reload, an order by card and one by Visa, a saved card.
      const m = createSession(server.baseUrl);
      await m.signIn();
      if (ADDED_CARD === undefined) throw new Error('no card to add');
      m.ok(await m.rest('POST', CARDS_PATH, { cardNumber: ADDED_CARD.cardNumber, securityCode: ADDED_CARD.securityCode }));
      const cards = m.ok<StoredValueCard[]>(await m.rest('GET', CARDS_PATH));
      const added = cards.find((c) => c.cardNumber === ADDED_CARD.cardNumber) as StoredValueCard;
      const primary = cards.find((c) => c.primary) as StoredValueCard;
      m.ok(await m.rest('POST', `${CARDS_PATH}/${primary.cardId}/reload`, { amount: 1000, paymentInstrumentId: DEMO_INSTRUMENT_IDS.visa, idempotencyKey: newKey('reload') }));
      m.ok(await m.rest('POST', `${CARDS_PATH}/transfer`, { fromCardId: added.cardId, toCardId: primary.cardId, amount: 100, idempotencyKey: newKey('transfer') }));
      const op = added.autoReloadProfile === undefined ? CardGraphOperations.createAutoReload : CardGraphOperations.updateAutoReload;
      m.ok(await m.graph(op, { cardId: added.cardId, amount: 1000, triggerAmount: 500, paymentMethodId: DEMO_INSTRUMENT_IDS.visa, idempotencyKey: newKey('autoreload') }), 'autoReload');
      const { store, request } = await m.orderRequest();
      for (const tender of [{ id: primary.cardId, tender: 'SVC' }, { id: DEMO_INSTRUMENT_IDS.visa, tender: 'VISA' }]) {
        const priced = await m.price(request, false);
        const input = { orderId: priced.orderId, storeNumber: store.storeNumber, tenders: [{ ...tender, amount: priced.summary.price }], tipAmount: 0, idempotencyKey: newKey('order') };
        m.ok<PlacedOrder>(await m.graph(Op.submitOrder, { input }), 'placeOrder');
      }
      const saved = await m.tokenize(SAVED_CARD);
      m.ok(await m.rest('POST', `${PAYMENT_INSTRUMENTS_PATH}/credit-card`, { ...saved, expiry: { month: 6, year: new Date().getUTCFullYear() + 3 }, billingAddressId: DEMO_ADDRESS_IDS.home }));
      m.ok(await m.rest('POST', GIFT_PURCHASE_PATH, giftFor(newKey('gift'), { paymentInstrumentId: DEMO_INSTRUMENT_IDS.visa }, 'visa')));

      // The guest: a gift and an order, each paid with a card typed in.
      const g = createSession(server.baseUrl);
      const giftToken = await g.tokenize(GIFT_CARD);
      g.ok(await g.rest('POST', GIFT_PURCHASE_PATH, giftFor(newKey('gift'), { paymentInstrumentToken: giftToken.token }, 'visa')));
      const orderToken = await g.tokenize(GUEST_ORDER_CARD);
      const priced = await g.price(request, true);
      g.ok<PlacedOrder>(
        await g.graph(Op.submitOrderGuest, {
          input: {
            orderId: priced.orderId,
            storeNumber: store.storeNumber,
            tenders: [{ id: orderToken.token, tender: 'AMEX', amount: priced.summary.price }],
            tipAmount: 0,
            idempotencyKey: newKey('order'),
            guestSecret: priced.guestSecret,
            guest: { email: 'guest@example.com', marketingOptIn: false, paymentToken: orderToken.token, paymentType: 'amex', lastFour: orderToken.lastFour },
          },
        }),
        'placeOrderGuest',
      );
      expect(cards.length).toBeGreaterThanOrEqual(3);
    } finally {
      await server.stop();
    }

    const secrets = [
      ...PHYSICAL_CARDS.flatMap((c) => [c.cardNumber, c.securityCode]),
      SAVED_CARD,
      GIFT_CARD,
      GUEST_ORDER_CARD,
      DEMO_MEMBER.password,
    ];
    const db = await openDatabase({ kind: 'pglite', dataDir });
    try {
      // The session left its answers behind (the scan reads real rows): sealed, not in clear.
      const answers = await db.selectFrom('idempotency_keys').select(['operation', 'answer']).execute();
      expect(answers.map((a) => a.operation)).toEqual(expect.arrayContaining(['card-reload', 'card-transfer', 'submit-order', 'submit-order-guest']));
      expect(JSON.stringify(answers)).toContain('cardNumberSealed');

      // The app's tables and the job queue's (a queued message's data is a stored row too).
      const columns = await sql<{ table_schema: string; table_name: string; column_name: string }>`
        select table_schema, table_name, column_name from information_schema.columns
        where table_schema in ('public', 'pgboss') and table_name in (select table_name from information_schema.tables where table_type = 'BASE TABLE' and table_schema = columns.table_schema)
        order by table_schema, table_name, column_name`.execute(db);
      expect(columns.rows.length).toBeGreaterThan(50);
      const patterns = secrets.map((s) => `%${s}%`);
      const found: string[] = [];
      expect(columns.rows.some((r) => r.table_schema === 'pgboss' && r.table_name === 'job' && r.column_name === 'data')).toBe(true);
      const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;
      for (const { table_schema: schema, table_name: t, column_name: c } of columns.rows) {
        const col = sql.raw(quoted(c));
        const table = sql.raw(`${quoted(schema)}.${quoted(t)}`);
        const hit = await sql<{ v: string }>`
          select ${col}::text as v from ${table}
          where ${col}::text like any(${patterns}) or regexp_replace(${col}::text, '[^0-9]', '', 'g') like any(${patterns})
          limit 1`.execute(db);
        for (const r of hit.rows) found.push(`${t}.${c}: ${secrets.filter((s) => r.v.includes(s) || r.v.replace(/\D/g, '').includes(s)).join(', ')}`);
      }
      expect(found).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
