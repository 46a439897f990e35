// What the gift server checks in a purchase, with the gift codes a real server answers. It reuses the
// domain's rules, so a client that validated first is never refused for a reason it could not have seen.
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes, type AppConfig } from '@crema/domain';
import {
  GiftErrorCodes,
  duplicateRecipientRows,
  isAcceptableGiftAmount,
  isDeliveryMethod,
  isValidEmail,
  isValidGiftMessage,
  isValidRecipientName,
  type GiftingError,
  type GiftPurchaseRequest,
} from '@crema/domain/gifting';

const refuse = (code: GiftingError['code'], context: Record<string, unknown> = {}): Either<GiftingError, never> => left(domainError(code, { status: 400, context }));

/** The content of a purchase: sender, recipients, designs, amounts, duplicates. Payment is checked elsewhere. */
export const checkGiftContent = (
  r: GiftPurchaseRequest,
  c: AppConfig,
  availability: (productNumber: string) => 'available' | 'retired' | 'unknown',
): Either<GiftingError, void> => {
  const C = GiftErrorCodes;
  if (r.senderName.trim() === '') return refuse(C.MISSING_NAME, { field: 'senderName' });
  if (!isValidEmail(r.senderEmail)) return refuse(C.MISSING_EMAIL, { field: 'senderEmail' });
  if (r.egifts.length === 0 || r.egifts.length > c.giftRecipientsLimit) return refuse(C.MISSING_RECIPIENT_INFO, { recipients: r.egifts.length });
  for (const [i, g] of r.egifts.entries()) {
    if (g.product.trim() === '') return refuse(C.MISSING_DESIGN, { line: i });
    if (availability(g.product) !== 'available') return refuse(C.ART_NO_LONGER_AVAILABLE, { line: i, productNumber: g.product });
    if (g.recipientName.trim() === '') return refuse(C.MISSING_NAME, { line: i });
    if (!isValidRecipientName(g.recipientName)) return refuse(C.MISSING_RECIPIENT_INFO, { line: i, field: 'recipientName' });
    if (!isValidEmail(g.recipientEmail)) return refuse(C.MISSING_EMAIL, { line: i });
    if (!isDeliveryMethod(g.deliveryMethod)) return refuse(C.MISSING_RECIPIENT_INFO, { line: i, field: 'deliveryMethod' });
    if (!isValidGiftMessage(g.message)) return refuse(ErrorCodes.VALIDATION, { line: i, field: 'message' });
    if (g.amount.currency !== r.currency || !isAcceptableGiftAmount(g.amount, c)) return refuse(C.INVALID_AMOUNT, { line: i });
  }
  const dupes = duplicateRecipientRows(
    r.egifts.map((g) => ({ email: g.recipientEmail, name: g.recipientName })),
    r.senderEmail,
  );
  if (dupes.length > 0) return refuse(C.DUPLICATE_RECIPIENT, { rows: dupes });
  if (r.paymentType === 'paypal' && r.egifts.length > 1) return refuse(C.PAYMENT_METHOD_PROBLEM, { reason: 'paypalGroupGift' });
  return right(undefined);
};

/** What makes two submissions "the same purchase" for an idempotent replay (risk data and date excluded). */
export const purchaseFingerprint = (r: GiftPurchaseRequest): string =>
  JSON.stringify([
    r.senderEmail.trim().toLowerCase(),
    r.senderName.trim(),
    r.paymentType,
    r.paymentInstrumentId ?? '',
    r.paymentInstrumentToken ?? '',
    r.currency,
    r.egifts.map((g) => [g.recipientEmail.trim().toLowerCase(), g.recipientName.trim(), g.deliveryMethod, g.product, g.message, g.amount.amount]),
  ]);
