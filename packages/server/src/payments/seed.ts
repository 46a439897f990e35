// The payments seed of the first start: the demo members' addresses and saved instruments of the catalog
// (the fake seeds the same data). Once: addresses are never deleted, so a seeded address means the step ran
// (a member's later changes survive restarts). Instruments an older start's cards seed wrote bare (before
// 0012) get their catalog nickname, token, default and billing address.
import { seedAddresses, seedInstruments } from '@crema/catalog/payments';
import type { ServerContext } from '../context';
import { memberIdsOnFile } from '../seed/members-on-file';
import { columnsOf } from './addresses';
import { instrumentRow } from './wallet';

export const seedPayments = async ({ db }: Pick<ServerContext, 'db'>): Promise<void> => {
  const addresses = Object.entries(seedAddresses()).flatMap(([memberId, list]) => list.map((a) => ({ memberId, a })));
  const first = addresses[0];
  if (first === undefined) return;
  const seeded = await db.selectFrom('member_addresses').select('address_id').where('address_id', '=', first.a.addressId).executeTakeFirst();
  if (seeded !== undefined) return;
  await db.transaction().execute(async (tx) => {
    const members = await memberIdsOnFile(tx);
    for (const { memberId, a } of addresses) {
      if (!members.has(memberId)) continue;
      await tx
        .insertInto('member_addresses')
        .values({
          address_id: a.addressId,
          member_id: memberId,
          ...columnsOf(a),
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    for (const [memberId, instruments] of Object.entries(seedInstruments())) {
      if (!members.has(memberId)) continue;
      // In the catalog's order; the default is marked after, so the one-default index never sees two.
      for (const i of instruments) {
        const row = instrumentRow(memberId, i);
        const catalog = { nickname: row.nickname, token: row.token, billing_address_id: row.billing_address_id, linked_account_email: row.linked_account_email };
        await tx
          .insertInto('wallet_instruments')
          .values(row)
          .onConflict((oc) => oc.columns(['member_id', 'payment_instrument_id']).doUpdateSet(catalog).where('wallet_instruments.token', 'is', null))
          .execute();
      }
      const chosen = instruments.find((i) => i.default);
      if (chosen !== undefined && (await tx.selectFrom('wallet_instruments').select('member_id').where('member_id', '=', memberId).where('is_default', '=', true).executeTakeFirst()) === undefined) {
        await tx.updateTable('wallet_instruments').set({ is_default: true }).where('member_id', '=', memberId).where('payment_instrument_id', '=', chosen.paymentInstrumentId).execute();
      }
    }
  });
};
