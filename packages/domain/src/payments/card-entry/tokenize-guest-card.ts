import { type Observable, map, of } from 'rxjs';
import * as E from 'fp-ts/Either';
import { type AsyncState, failed } from '../../shared/async-state';
import type { Clock } from '../../shared/clock';
import { GUEST_CARD_BRANDS, type GuestCardToken } from '../model';
import type { CardTokenizer } from '../ports';
import { type GuestCardEntry, validateCardEntry } from './card-form';
import { paymentErrorMessage, type PaymentError } from '../errors';
import { PaymentMessages } from '../messages';
import { hasFieldErrors, toAsyncState, validationFailure } from '../../shared/answers';

/**
 * Guest checkout (ordering and gifting): tokenizes a card of a guest-accepted brand (amex, discover,
 * mastercard, visa; any other brand is CARD_BRAND_NOT_ACCEPTED), with the billing postal code the guest typed,
 * and stamps tokenAcquiredTimestamp with the Clock, for the guest-token expiry rule (isGuestTokenExpired).
 */
export const makeTokenizeGuestCard =
  (d: { readonly tokenizer: CardTokenizer; readonly clock: Clock }) =>
  (card: GuestCardEntry): Observable<AsyncState<GuestCardToken, PaymentError>> => {
    const fields = validateCardEntry(card, d.clock.now());
    if (hasFieldErrors(fields)) return of(failed<GuestCardToken, PaymentError>(validationFailure(fields), PaymentMessages.checkFields));
    return toAsyncState(
      d.tokenizer
        .tokenize({
          cardNumber: card.cardNumber,
          expiry: card.expiry,
          securityCode: card.securityCode,
          postalCode: card.postalCode.trim(),
          allowedBrands: GUEST_CARD_BRANDS,
        })
        .pipe(map(E.map((t) => ({ ...t, tokenAcquiredTimestamp: d.clock.now() })))),
      (e) => paymentErrorMessage(e),
    );
  };
