// Use case: load one gift card design for /gift/{productNumber}. The 8-character rule comes first (spec
// section 5: else giftFetchError, without a call); details are kept 15 minutes (section 9 staleness).
import { type Observable, of } from 'rxjs';
import { failed, type AsyncState } from '../shared/async-state';
import type { Clock } from '../shared/clock';
import type { AppConfig } from '../shared/config';
import { domainError } from '../shared/errors';
import { createCachedLoader } from './cached-load';
import { GiftErrorCodes, giftErrorMessage, isKnownGiftErrorCode } from './messages';
import type { GiftCardDesign } from './model';
import type { GiftCatalog } from './ports';
import { isValidGiftProductNumber } from './rules';
import type { GiftingError } from './errors';

export interface LoadGiftCardDeps {
  readonly catalog: GiftCatalog;
  readonly clock: Clock;
  readonly config: AppConfig;
}

export interface LoadGiftCardInput {
  readonly productNumber: string;
  readonly locale?: string;
  readonly refresh?: boolean;
}

/** A fetch failure as the catalogue shows it: a specific gift code stays; anything else is giftFetchError. */
export const asGiftFetchError = (e: GiftingError, productNumber: string): GiftingError =>
  isKnownGiftErrorCode(e.code)
    ? e
    : domainError(GiftErrorCodes.GIFT_FETCH_ERROR, {
        ...(e.status !== undefined ? { status: e.status } : {}),
        context: { productNumber, cause: e.code },
      });

/** Emits `loading` then `ok` (the design) or `error` (giftFetchError unless a specific gift code applies). */
export const makeLoadGiftCard = (d: LoadGiftCardDeps) => {
  const loader = createCachedLoader<GiftCardDesign>({ clock: d.clock, staleAfterMs: d.config.staleTimes.giftDetails });
  return (input: LoadGiftCardInput): Observable<AsyncState<GiftCardDesign, GiftingError>> => {
    const { productNumber } = input;
    const locale = input.locale ?? d.config.locale;
    if (!isValidGiftProductNumber(productNumber)) {
      const error = domainError(GiftErrorCodes.GIFT_FETCH_ERROR, { context: { productNumber, reason: 'length' } });
      return of(failed<GiftCardDesign, GiftingError>(error, giftErrorMessage(error)));
    }
    const describe = (e: GiftingError) => {
      const error = asGiftFetchError(e, productNumber);
      return { error, message: giftErrorMessage(error) };
    };
    return loader.load(`${locale}|${productNumber}`, () => d.catalog.getGiftCard(productNumber, locale), describe, input.refresh);
  };
};
