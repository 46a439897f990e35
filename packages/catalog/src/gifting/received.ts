// The e-gift a claim token reveals (issue #27), as the server and the fake both answer it: the card's number and
// balance, its design (by the card's product number; a card without a gift design, like the demo's e-gift card,
// is named by its nickname and drawn by the app) and, when a purchase issued it, who sent it and what they wrote.
import { money } from '@crema/domain';
import type { GiftLine, ReceivedEgift } from '@crema/domain/gifting';
import type { GiftDesignSeed } from './seed';

export interface RevealedCard {
  readonly cardNumber: string;
  /** Minor units. */
  readonly balance: number;
  readonly productNumber: string;
  readonly nickname: string;
}

export const receivedEgift = (
  card: RevealedCard,
  design: GiftDesignSeed | undefined,
  /** Where the design's picture is served (the server: its artwork path; the fake: the artwork's data URI). */
  artUrl: (design: GiftDesignSeed) => string,
  gift?: { readonly senderName: string; readonly line: Pick<GiftLine, 'message' | 'recipientName'> },
): ReceivedEgift => ({
  cardNumber: card.cardNumber,
  balance: money(card.balance),
  design: {
    productNumber: card.productNumber,
    name: design?.name ?? card.nickname,
    ...(design === undefined ? {} : { artwork: { imageUrl: artUrl(design), alt: design.alt } }),
  },
  ...(gift === undefined ? {} : { from: { senderName: gift.senderName, message: gift.line.message, recipientName: gift.line.recipientName } }),
});
