// Use case: buy e-gifts (spec sections 4, 5 and 7). Check the guest token, validate the form and payment,
// submit the purchase with a request id, wait the answered delay (default 4000 ms), then poll the status
// while it answers EPROMISERETRY, up to GIFT_STATUS_MAX_POLLS polls, GIFT_STATUS_POLL_INTERVAL_MS apart.
import { type Observable, type SchedulerLike, asyncScheduler, concat, defer, of, switchMap, take, timer } from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import type { Clock } from '../shared/clock';
import { Limits, type AppConfig } from '../shared/config';
import { domainError } from '../shared/errors';
import type { IdGenerator } from '../shared/ids';
import { DEFAULT_CURRENCY } from '../shared/money';
import { giftTotal } from './amount';
import { isGuestTokenExpired, validateGiftPayment } from './guest-payment';
import { GIFT_ERRORS, GiftErrorCodes, giftErrorEntry, isKnownGiftErrorCode, type GiftErrorEntry } from './messages';
import { GIFT_FORM_INVALID_MESSAGE } from './form-messages';
import { GIFT_ORDER_SOURCE, type GiftForm, type GiftPayment, type GiftReceipt } from './model';
import type { GiftPurchaseRequest, GiftPurchases, GiftRiskData, GiftStatusHints } from './ports';
import { buildGiftLines, filledRecipients, todayIn, validateGiftForm, type GiftFormErrors } from './rules';
import type { GiftingError } from './errors';

/** Ours (the spec gives no cap): at most 10 status polls, 2 s apart after the first delay, about 22 s in all. */
export const GIFT_STATUS_MAX_POLLS = 10;
export const GIFT_STATUS_POLL_INTERVAL_MS = 2000;

export interface BuyGiftDeps {
  readonly purchases: GiftPurchases;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  readonly config: AppConfig;
  /** Where the waits run; tests pass a VirtualTimeScheduler (or use vi fake timers with the default). */
  readonly scheduler?: SchedulerLike;
  /** Collects risk data at submit; default is the placeholder { channel: 'WEB', capturedAt: now }. */
  readonly riskData?: () => GiftRiskData;
}

export interface BuyGiftInput {
  readonly form: GiftForm;
  readonly payment: GiftPayment | undefined;
  /** Defaults to config.locale. */
  readonly locale?: string;
  /** The member's IANA time zone for the delivery date; default the runtime's (the browser's) zone. */
  readonly timeZone?: string;
  /**
   * To retry the same, unchanged purchase after a failure that may have reached the server: pass the
   * `retryRequestId` of the error state. The server treats a replayed request id as the same order.
   */
  readonly requestId?: string;
}

export type BuyGiftState =
  | { readonly status: 'invalid'; readonly errors: GiftFormErrors; readonly message: string }
  | { readonly status: 'expired'; readonly error: GiftingError; readonly message: string }
  | { readonly status: 'loading'; readonly phase: 'submitting'; readonly requestId: string }
  | { readonly status: 'loading'; readonly phase: 'processing'; readonly requestId: string; readonly polls: number }
  | { readonly status: 'ok'; readonly value: GiftReceipt }
  | {
      readonly status: 'error';
      readonly error: GiftingError;
      readonly message: string;
      readonly entry: GiftErrorEntry;
      readonly requestId: string;
      /** Present when the purchase may exist on the server: retry with this id so no second order is made. */
      readonly retryRequestId?: string;
    };

/** A business refusal is final; anything else (transport, 5xx, still processing) may be retried with the same id. */
const mayRetrySameRequest = (e: GiftingError): boolean => !isKnownGiftErrorCode(e.code) || e.code === GiftErrorCodes.STATUS_POLLS_EXHAUSTED;

export const makeBuyGift =
  (d: BuyGiftDeps) =>
  (input: BuyGiftInput): Observable<BuyGiftState> =>
    defer(() => {
      const scheduler = d.scheduler ?? asyncScheduler;
      const { config } = d;
      const payment = input.payment;
      if (payment?.kind === 'guest' && isGuestTokenExpired(payment.instrument, d.clock.now(), config.guestPaymentTokenMaxAgeMs)) {
        const error = domainError(GiftErrorCodes.GUEST_TOKEN_EXPIRED, { context: { tokenAcquiredTimestamp: payment.instrument.tokenAcquiredTimestamp } });
        return of<BuyGiftState>({ status: 'expired', error, message: GIFT_ERRORS.guestTokenExpired.message });
      }
      const form = validateGiftForm(input.form, config);
      const recipients = filledRecipients(input.form.recipients).length;
      const pay = validateGiftPayment(payment, recipients, config);
      if (isLeft(form) || isLeft(pay)) {
        const errors: GiftFormErrors = { ...(isLeft(form) ? form.left : {}), ...(isLeft(pay) ? { payment: pay.left } : {}) };
        return of<BuyGiftState>({ status: 'invalid', errors, message: GIFT_FORM_INVALID_MESSAGE });
      }
      const valid = form.right;
      const currency = config.currency || DEFAULT_CURRENCY;
      const egifts = buildGiftLines(valid, todayIn(d.clock.now(), input.timeZone));
      const requestId = input.requestId ?? d.ids.next('gift');
      const base = {
        requestId,
        orderSource: GIFT_ORDER_SOURCE,
        locale: input.locale ?? config.locale,
        currency,
        paymentType: pay.right.instrument.paymentType,
        senderEmail: valid.senderEmail,
        senderName: valid.senderName,
        egifts,
        riskData: d.riskData?.() ?? { channel: GIFT_ORDER_SOURCE, capturedAt: d.clock.now() },
      };
      const request: GiftPurchaseRequest =
        pay.right.kind === 'member'
          ? { ...base, paymentInstrumentId: pay.right.instrument.paymentInstrumentId }
          : { ...base, paymentInstrumentToken: pay.right.instrument.paymentInstrumentToken };
      const hints: GiftStatusHints = {
        individualGiftAmount: valid.amount.amount,
        egiftProductNumber: valid.productNumber,
        numberOfGifts: egifts.length,
        paymentType: request.paymentType,
      };
      const receipt = (orderNumber: string): GiftReceipt => ({
        orderNumber,
        requestId,
        senderName: valid.senderName,
        senderEmail: valid.senderEmail,
        egifts,
        total: giftTotal(egifts, currency),
      });
      const fail = (error: GiftingError): BuyGiftState => {
        // The server found the guest's token spent or too old (its clock is the one that counts): add the card again.
        if (error.code === GiftErrorCodes.GUEST_TOKEN_EXPIRED) return { status: 'expired', error, message: GIFT_ERRORS.guestTokenExpired.message };
        const entry = giftErrorEntry(error);
        return { status: 'error', error, message: entry.message, entry, requestId, ...(mayRetrySameRequest(error) ? { retryRequestId: requestId } : {}) };
      };

      const poll = (n: number): Observable<BuyGiftState> =>
        d.purchases.status(requestId, hints).pipe(
          take(1),
          switchMap((r): Observable<BuyGiftState> => {
            if (isLeft(r)) return of(fail(r.left));
            if (r.right.status === 'success') return of({ status: 'ok', value: receipt(r.right.orderNumber) });
            if (n >= GIFT_STATUS_MAX_POLLS)
              return of(fail(domainError(GiftErrorCodes.STATUS_POLLS_EXHAUSTED, { context: { requestId, polls: n } })));
            return concat(
              of<BuyGiftState>({ status: 'loading', phase: 'processing', requestId, polls: n }),
              timer(GIFT_STATUS_POLL_INTERVAL_MS, scheduler).pipe(switchMap(() => poll(n + 1))),
            );
          }),
        );

      return concat(
        of<BuyGiftState>({ status: 'loading', phase: 'submitting', requestId }),
        d.purchases.purchase(request).pipe(
          take(1),
          switchMap((r): Observable<BuyGiftState> => {
            if (isLeft(r)) return of(fail(r.left));
            const delay = r.right.delayMs ?? Limits.giftStatusPollDelayMs;
            return concat(
              of<BuyGiftState>({ status: 'loading', phase: 'processing', requestId, polls: 0 }),
              timer(Math.max(0, delay), scheduler).pipe(switchMap(() => poll(1))),
            );
          }),
        ),
      );
    });
