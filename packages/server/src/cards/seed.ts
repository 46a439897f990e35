// The cards seed of the first start: the issuer's cards of the catalog (the README's addable test cards and
// demo triggers) kept as a processor keeps them and the demo member's registered cards (the saved payment
// instruments a reload is paid from are the payments seed's). Once, in one transaction, only while no issued card is here yet.
import { PHYSICAL_CARDS, seedCards } from '@crema/catalog/cards';
import type { ServerContext } from '../context';
import { memberIdsOnFile } from '../seed/members-on-file';
import { hashCardNumber, hashCashstarToken, hashSecurityCode, sealCardNumber } from './secrets';

export const seedCardLedger = async ({ db }: Pick<ServerContext, 'db'>): Promise<void> => {
  const seeded = await db.selectFrom('issued_cards').select('number_hash').limit(1).executeTakeFirst();
  if (seeded !== undefined) return;
  const registered = Object.entries(seedCards()).flatMap(([memberId, cards]) => cards.map((c) => ({ memberId, c })));
  const heldNumbers = new Set(registered.map((r) => r.c.cardNumber));
  const issued = await Promise.all(
    PHYSICAL_CARDS.map(async (p) => ({
      number_hash: hashCardNumber(p.cardNumber),
      number_last_four: p.cardNumber.slice(-4),
      number_sealed: sealCardNumber(p.cardNumber),
      security_code_hash: await hashSecurityCode(p.securityCode),
      balance: heldNumbers.has(p.cardNumber) ? 0 : p.balance,
      nickname: p.nickname,
      card_image_url: p.cardImageUrl,
      product_number: p.productNumber,
      fail_with: p.failWith ?? null,
      cashstar_token_hash: p.cashstarToken === undefined ? null : hashCashstarToken(p.cashstarToken),
    })),
  );
  await db.transaction().execute(async (tx) => {
    const members = await memberIdsOnFile(tx);
    await tx.insertInto('issued_cards').values(issued).onConflict((oc) => oc.doNothing()).execute();
    for (const { memberId, c } of registered) {
      if (!members.has(memberId)) continue;
      await tx
        .insertInto('cards')
        .values({
          card_id: c.cardId,
          member_id: memberId,
          number_hash: hashCardNumber(c.cardNumber),
          number_last_four: c.cardNumber.slice(-4),
          number_sealed: sealCardNumber(c.cardNumber),
          nickname: c.nickname,
          card_image_url: c.cardImageUrl,
          product_number: c.productNumber,
          balance: c.balance,
          is_primary: c.primary,
          registered_at: c.registeredAt,
          auto_reload_status: c.autoReloadProfile?.status ?? null,
          auto_reload_amount: c.autoReloadProfile?.amount ?? null,
          auto_reload_trigger: c.autoReloadProfile?.triggerAmount ?? null,
          auto_reload_instrument_id: c.autoReloadProfile?.paymentInstrumentId ?? null,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });
};
