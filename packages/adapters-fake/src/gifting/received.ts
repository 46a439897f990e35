// The fake "egift-from-token" read (issue #27): what an e-gift's claim token reveals to anyone holding it. Minimal:
// the catalog's e-gift cards that carry a demo token (the fake's purchases issue no cards), answered in the shape
// the catalog builds for the server too; unknown tokens are NOT_FOUND, a card a member holds is already registered.
import { left, right } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '@crema/domain';
import { CardCodes, isCardsErrorCode } from '@crema/domain/cards';
import { isClaimToken, type ReceivedEgifts } from '@crema/domain/gifting';
import { PHYSICAL_CARDS } from '@crema/catalog/cards';
import { receivedEgift, renderGiftArtwork } from '@crema/catalog/gifting';
import type { FakeBackend } from '../backend';
import { cardPoolTable } from '../cards/cards-table';
import { findGiftDesignSeed, GiftOperations } from './catalog';

export const createFakeReceivedEgifts = (backend: FakeBackend): ReceivedEgifts => ({
  reveal: (token) =>
    backend.typed(isCardsErrorCode).call(GiftOperations.revealEgift, () => {
      const card = isClaimToken(token) ? PHYSICAL_CARDS.find((c) => c.cashstarToken === token) : undefined;
      if (card === undefined) return left(domainError(ErrorCodes.NOT_FOUND, { status: 404 }));
      const pooled = cardPoolTable(backend).read()[card.cardNumber];
      if (pooled === undefined) return left(domainError(CardCodes.ALREADY_REGISTERED, { status: 409 }));
      return right(
        receivedEgift(
          { cardNumber: card.cardNumber, balance: pooled.balance, productNumber: card.productNumber, nickname: card.nickname },
          findGiftDesignSeed(backend, card.productNumber),
          (d) => renderGiftArtwork(d).imageUrl,
        ),
      );
    }),
});
