// The e-gift a claim token reveals, on the server (issue #27): POST egift-from-token, open to whoever holds the token
// (the recipient need not be a member). It answers what the claim page shows: the card's number (to pay with its
// barcode in a store) and balance, its design, the sender's name and message; never the security code, which only
// get-card-info-from-token answers, to a signed-in member, to register the card. Once a member has registered the
// card it answers 122000: the card is theirs now, and its number and balance are for its holder alone.
import { domainError, ErrorCodes } from '@crema/domain';
import type { ReceivedEgift } from '@crema/domain/gifting';
import { CardCodes } from '@crema/domain/cards';
import { findGiftDesign, receivedEgift, seedGiftCatalog } from '@crema/catalog/gifting';
import type { Db } from '../db/database';
import { DomainFailure } from '../http/failure';
import { hashCashstarToken, unsealCardNumber } from '../cards/secrets';
import { giftArtPath } from './egift-delivery';

export const createReceivedEgifts = (db: Db) => {
  const catalog = seedGiftCatalog();
  const reveal = async (token: string): Promise<ReceivedEgift> => {
    const row = await db
      .selectFrom('issued_cards as i')
      .leftJoin('gift_deliveries as d', 'd.number_hash', 'i.number_hash')
      .leftJoin('gift_purchases as p', 'p.request_id', 'd.request_id')
      .select(['i.number_hash', 'i.number_sealed', 'i.balance', 'i.product_number', 'i.nickname', 'd.line', 'p.sender_name', 'p.egifts'])
      .where('i.cashstar_token_hash', '=', hashCashstarToken(token))
      .executeTakeFirst();
    if (row === undefined) throw new DomainFailure(domainError(ErrorCodes.NOT_FOUND, { status: 404 }));
    const taken = await db.selectFrom('cards').select('card_id').where('number_hash', '=', row.number_hash).executeTakeFirst();
    if (taken !== undefined) throw new DomainFailure(domainError(CardCodes.ALREADY_REGISTERED, { status: 409 }));
    const line = row.line === null ? undefined : row.egifts?.[row.line];
    return receivedEgift(
      { cardNumber: unsealCardNumber(row.number_sealed), balance: Number(row.balance), productNumber: row.product_number, nickname: row.nickname },
      findGiftDesign(catalog, row.product_number),
      (d) => giftArtPath(d.productNumber),
      line === undefined || row.sender_name === null ? undefined : { senderName: row.sender_name, line },
    );
  };
  return { reveal };
};
