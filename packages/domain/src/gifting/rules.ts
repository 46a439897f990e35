// Gift validation (spec section 5 "Gift"): product number, form completeness, message, recipients and
// their limit, duplicate recipients, delivery method, and building the gift lines from a valid form.
import { left, right, isLeft, type Either } from 'fp-ts/Either';
import { Limits, type AppConfig } from '../shared/config';
import type { Money } from '../shared/money';
import { resolveGiftAmount, type GiftAmountError } from './amount';
import { emailKey, isValidEmail, sameEmail } from './email';
import { DELIVERY_METHODS, type DeliveryMethod, type GiftForm, type GiftLine, type GiftRecipientInput } from './model';

export type GiftValidationCode =
  | GiftAmountError
  | 'productNumberRequired'
  | 'productNumberLength'
  | 'senderNameRequired'
  | 'senderEmailRequired'
  | 'senderEmailInvalid'
  | 'messageTooLong'
  | 'recipientsRequired'
  | 'recipientsTooMany'
  | 'recipientEmailRequired'
  | 'recipientEmailInvalid'
  | 'recipientEmailDuplicate'
  | 'recipientNameRequired'
  | 'recipientNameTooLong'
  | 'deliveryMethodInvalid'
  | 'paymentRequired'
  | 'paymentTypeNotAllowed'
  | 'paypalUnavailable'
  | 'paypalNotForGroupGifts';

/** Form field names; recipient fields are numbered from 1 like the form's recipientEmail{n}/recipientName{n}. */
export type GiftFieldName =
  | 'productNumber'
  | 'senderName'
  | 'senderEmail'
  | 'amount'
  | 'customAmount'
  | 'message'
  | 'recipients'
  | 'payment'
  | `recipientEmail${number}`
  | `recipientName${number}`
  | `deliveryMethod${number}`;

export type GiftFormErrors = Readonly<Partial<Record<GiftFieldName, GiftValidationCode>>>;

/** A form that passed validation: trimmed values, amount in minor units, only the filled recipient rows. */
export interface ValidGiftForm {
  readonly productNumber: string;
  readonly senderName: string;
  readonly senderEmail: string;
  readonly amount: Money;
  readonly message: string;
  readonly recipients: readonly { readonly email: string; readonly name: string; readonly deliveryMethod: DeliveryMethod }[];
}

type RulesConfig = Pick<AppConfig, 'giftAmountOptions' | 'customAmountMin' | 'customAmountMax' | 'currency' | 'giftRecipientsLimit'>;

/** Characters as a person counts them (code points), so an emoji counts once. */
export const charCount = (s: string): number => [...s].length;

/** Spec: the product number of /gift/{productNumber} must be 8 characters, else giftFetchError. */
export const isValidGiftProductNumber = (productNumber: string): boolean => charCount(productNumber) === Limits.giftProductNumberLength;

export const isValidGiftMessage = (message: string): boolean => charCount(message) <= Limits.giftMessageMax;
export const isValidRecipientName = (name: string): boolean => charCount(name.trim()) <= Limits.recipientNameMax;
export const isDeliveryMethod = (m: string): m is DeliveryMethod => (DELIVERY_METHODS as readonly string[]).includes(m);

/** A row's delivery method; rows that name none are delivered by e-mail. */
export const deliveryMethodOf = (r: GiftRecipientInput): DeliveryMethod => {
  const m = r.deliveryMethod ?? 'EMAIL';
  return isDeliveryMethod(m) ? m : 'EMAIL';
};

const isBlankRow = (r: GiftRecipientInput): boolean => r.email.trim() === '' && r.name.trim() === '';

/** The recipient rows the user actually filled in (fully blank rows are ignored), keeping their row numbers. */
export const filledRecipients = (recipients: readonly GiftRecipientInput[]): readonly { row: number; recipient: GiftRecipientInput }[] =>
  recipients.map((recipient, i) => ({ row: i + 1, recipient })).filter(({ recipient }) => !isBlankRow(recipient));

/**
 * Row numbers (1-based) whose e-mail repeats an earlier row's, case-insensitively. Spec: duplicates are
 * rejected unless they equal the sender's own e-mail (a sender may send several gifts to themself).
 */
export const duplicateRecipientRows = (recipients: readonly GiftRecipientInput[], senderEmail: string): readonly number[] => {
  const seen = new Set<string>();
  const rows: number[] = [];
  for (const { row, recipient } of filledRecipients(recipients)) {
    const key = emailKey(recipient.email);
    if (key === '') continue;
    if (seen.has(key) && !sameEmail(key, senderEmail)) rows.push(row);
    seen.add(key);
  }
  return rows;
};

/**
 * Spec: complete only with productNumber, senderName, senderEmail, an amount (or 'custom' with a
 * customAmount) and at least one recipient e-mail and one recipient name. Presence only; validity is
 * validateGiftForm's job. This drives whether the "buy" button is enabled.
 */
export const isGiftFormComplete = (f: GiftForm): boolean =>
  f.productNumber.trim() !== '' &&
  f.senderName.trim() !== '' &&
  f.senderEmail.trim() !== '' &&
  f.amount !== undefined &&
  (f.amount !== 'custom' || f.customAmount.trim() !== '') &&
  f.recipients.some((r) => r.email.trim() !== '') &&
  f.recipients.some((r) => r.name.trim() !== '');

const recipientErrors = (f: GiftForm, c: RulesConfig, errors: Partial<Record<GiftFieldName, GiftValidationCode>>): void => {
  const filled = filledRecipients(f.recipients);
  if (filled.length === 0) errors.recipients = 'recipientsRequired';
  if (filled.length > c.giftRecipientsLimit) errors.recipients = 'recipientsTooMany';
  for (const { row, recipient } of filled) {
    const email = recipient.email.trim();
    const name = recipient.name.trim();
    if (email === '') errors[`recipientEmail${row}`] = 'recipientEmailRequired';
    else if (!isValidEmail(email)) errors[`recipientEmail${row}`] = 'recipientEmailInvalid';
    if (name === '') errors[`recipientName${row}`] = 'recipientNameRequired';
    else if (!isValidRecipientName(name)) errors[`recipientName${row}`] = 'recipientNameTooLong';
    if (recipient.deliveryMethod !== undefined && !isDeliveryMethod(recipient.deliveryMethod)) errors[`deliveryMethod${row}`] = 'deliveryMethodInvalid';
  }
  for (const row of duplicateRecipientRows(f.recipients, f.senderEmail)) {
    errors[`recipientEmail${row}`] ??= 'recipientEmailDuplicate';
  }
};

/** Every rule of section 5 on the form. Right: the cleaned form; Left: one code per failing field. */
export const validateGiftForm = (f: GiftForm, c: RulesConfig): Either<GiftFormErrors, ValidGiftForm> => {
  const errors: Partial<Record<GiftFieldName, GiftValidationCode>> = {};
  const productNumber = f.productNumber.trim();
  if (productNumber === '') errors.productNumber = 'productNumberRequired';
  else if (!isValidGiftProductNumber(productNumber)) errors.productNumber = 'productNumberLength';
  if (f.senderName.trim() === '') errors.senderName = 'senderNameRequired';
  if (f.senderEmail.trim() === '') errors.senderEmail = 'senderEmailRequired';
  else if (!isValidEmail(f.senderEmail)) errors.senderEmail = 'senderEmailInvalid';
  const amount = resolveGiftAmount(f.amount, f.customAmount, c);
  if (isLeft(amount)) errors[f.amount === 'custom' ? 'customAmount' : 'amount'] = amount.left;
  if (!isValidGiftMessage(f.message)) errors.message = 'messageTooLong';
  recipientErrors(f, c, errors);
  if (isLeft(amount) || Object.keys(errors).length > 0) return left(errors);
  return right({
    productNumber,
    senderName: f.senderName.trim(),
    senderEmail: f.senderEmail.trim(),
    amount: amount.right,
    message: f.message,
    recipients: filledRecipients(f.recipients).map(({ recipient }) => ({
      email: recipient.email.trim(),
      name: recipient.name.trim(),
      deliveryMethod: deliveryMethodOf(recipient),
    })),
  });
};

/** One gift line per recipient, all delivered on `deliveryDate` (today, see todayIn). */
export const buildGiftLines = (v: ValidGiftForm, deliveryDate: string): readonly GiftLine[] =>
  v.recipients.map((r) => ({
    recipientEmail: r.email,
    recipientName: r.name,
    deliveryMethod: r.deliveryMethod,
    deliveryDate,
    product: v.productNumber,
    message: v.message,
    amount: v.amount,
  }));

/**
 * Today's calendar day as 'YYYY-MM-DD' in the member's time zone (the Clock gives the instant; Intl the
 * day). `timeZone` undefined means the runtime's zone, which in the browser is the member's own.
 */
export const todayIn = (epochMs: number, timeZone?: string): string => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(epochMs);
  const get = (t: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
};
