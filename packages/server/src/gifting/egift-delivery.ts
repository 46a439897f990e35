// What an accepted e-gift purchase does for its recipients (issue #27), inside the purchase's own transaction: for
// each line, a new gift card for its amount (cards/egift-cards.ts) with a single-purpose claim token, and the
// 'egift-delivery' e-mail that carries the claim link, queued in the outbox; the line's row in gift_deliveries ties
// the card and the message together (the history joins message_deliveries on it). All or nothing with the purchase.
import type { GiftLine } from '@crema/domain/gifting';
import { GIFT_ARTWORK_PATH } from '@crema/domain/gifting/wire';
import type { Tx } from '../db/database';
import type { Outbox } from '../messages/outbox';
import { issueEgiftCardInTx, prepareEgiftCard } from '../cards/egift-cards';

/**
 * The web app's claim page (web/src/app/paths/gifting.ts GiftPaths.claim: the two must agree; the server may not
 * import the web package). The token rides in the fragment: a browser never sends it to a server, so it reaches no
 * request log and no Referer; the page reads it and reveals the gift with a POST (EGIFT_FROM_TOKEN_PATH).
 */
export const EGIFT_CLAIM_PAGE = '/gift/claim';

const origin = (publicUrl: string): string => publicUrl.replace(/\/+$/, '');

export const egiftClaimUrl = (publicUrl: string, token: string): string => `${origin(publicUrl)}${EGIFT_CLAIM_PAGE}#token=${encodeURIComponent(token)}`;

/** A design's picture as the server serves it (relative: the claim page's; with the public origin: the e-mail's). */
export const giftArtPath = (productNumber: string): string => `${GIFT_ARTWORK_PATH}/${encodeURIComponent(productNumber)}`;

export interface DeliveredPurchase {
  readonly requestId: string;
  readonly senderName: string;
  readonly egifts: readonly GiftLine[];
}

/** Issues each line's card and queues its e-mail in `tx` (the purchase's transaction). */
export const deliverEgiftsInTx = async (tx: Tx, outbox: Outbox, p: DeliveredPurchase, designName: (productNumber: string) => string): Promise<void> => {
  for (const [line, g] of p.egifts.entries()) {
    const name = designName(g.product);
    const card = prepareEgiftCard({ balance: g.amount.amount, nickname: name === '' ? 'eGift' : name, productNumber: g.product, cardImageUrl: giftArtPath(g.product) });
    await issueEgiftCardInTx(tx, card);
    const messageId = await outbox.enqueue(tx, {
      kind: 'egift-delivery',
      to: g.recipientEmail.trim(),
      recipientName: g.recipientName.trim(),
      senderName: p.senderName.trim(),
      message: g.message,
      amount: g.amount,
      designName: name,
      artUrl: `${origin(outbox.publicUrl)}${giftArtPath(g.product)}`,
      claimUrl: egiftClaimUrl(outbox.publicUrl, card.token),
    });
    await tx.insertInto('gift_deliveries').values({ request_id: p.requestId, line, message_id: messageId, number_hash: card.numberHash }).execute();
  }
};
