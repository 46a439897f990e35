// The fake wallet service: a member's saved cards and linked PayPal account. Cards arrive only as provider
// tokens (see card-tokenizer.ts); the one-default invariant is kept by the domain's pure rules.
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '@crema/domain';
import { isValidEmail } from '@crema/domain/auth';
import {
  type PaymentError,
  type PaymentInstrument,
  type PaymentMethods,
  FieldMessages,
  isPaymentErrorCode,
  PaymentCodes,
  expiryError,
  isCardBrand,
  nicknameError,
  normalizeNickname,
  withAdded,
  withDefault,
  withRemoved,
} from '@crema/domain/payments';
import type { FakeBackend } from '../backend';
import { instrumentsTable } from './instruments-table';
import { findAddress } from './addresses';
import { consumeCardToken, findCardToken } from './card-tokenizer';

export const PAYMENT_METHOD_OPERATIONS = {
  list: 'listPaymentMethods',
  addCard: 'addCreditCard',
  edit: 'editPaymentMethod',
  remove: 'removePaymentMethod',
  setDefault: 'setDefaultPaymentMethod',
  linkPaypal: 'linkPaypal',
} as const;

const invalid = (fields: Record<string, string>): Either<PaymentError, never> =>
  left(domainError(ErrorCodes.VALIDATION, { status: 400, context: { fields } }));
const notFound = (): Either<PaymentError, never> => left(domainError(PaymentCodes.INSTRUMENT_NOT_FOUND, { status: 404 }));
const noAddress = (): Either<PaymentError, never> => left(domainError(PaymentCodes.ADDRESS_NOT_FOUND, { status: 404 }));

export const createFakePaymentMethods = (backend: FakeBackend): PaymentMethods => {
  const table = instrumentsTable(backend);
  const walletOf = (memberId: string): readonly PaymentInstrument[] => table.read()[memberId] ?? [];
  const save = (memberId: string, list: readonly PaymentInstrument[]): void => {
    table.update((all) => ({ ...all, [memberId]: list }));
  };
  const find = (memberId: string, id: string) => walletOf(memberId).find((i) => i.paymentInstrumentId === id);

  /** Runs `body` for the signed-in member (401 otherwise). */
  const asMember = <T>(operation: string, body: (memberId: string) => Either<PaymentError, T>) =>
    backend.typed(isPaymentErrorCode).call(operation, () => {
      const m = backend.typed(isPaymentErrorCode).requireMember();
      return m._tag === 'Left' ? m : body(m.right);
    });

  return {
    list: () => asMember(PAYMENT_METHOD_OPERATIONS.list, (id) => right(walletOf(id))),

    addCard: (cmd) =>
      asMember(PAYMENT_METHOD_OPERATIONS.addCard, (memberId) => {
        const t = findCardToken(backend, cmd.token);
        if (t === undefined || t.usedAt !== undefined || t.brand !== cmd.brand || t.lastFour !== cmd.lastFour) {
          return left(domainError(PaymentCodes.PAYMENT_METHOD_INVALID, { status: 400 }));
        }
        const fields: Record<string, string> = {};
        const exp = expiryError(cmd.expiry, backend.clock.now());
        if (exp !== undefined) fields['expiry'] = exp;
        const nick = nicknameError(cmd.nickname);
        if (nick !== undefined) fields['nickname'] = nick;
        if (Object.keys(fields).length > 0) return invalid(fields);
        if (findAddress(backend, memberId, cmd.billingAddressId) === undefined) return noAddress();
        consumeCardToken(backend, cmd.token);
        const added: PaymentInstrument = {
          paymentInstrumentId: backend.ids.next('pi'),
          paymentType: cmd.brand,
          accountNumberLastFour: cmd.lastFour,
          nickname: normalizeNickname(cmd.nickname),
          default: false,
          expiry: cmd.expiry,
          billingAddressId: cmd.billingAddressId,
          token: cmd.token,
        };
        const next = withAdded(walletOf(memberId), added, cmd.makeDefault ?? false);
        save(memberId, next);
        return right(next.find((i) => i.paymentInstrumentId === added.paymentInstrumentId) ?? added);
      }),

    edit: (cmd) =>
      asMember(PAYMENT_METHOD_OPERATIONS.edit, (memberId) => {
        const current = find(memberId, cmd.paymentInstrumentId);
        if (current === undefined) return notFound();
        const isCard = isCardBrand(current.paymentType);
        const fields: Record<string, string> = {};
        const nick = nicknameError(cmd.nickname);
        if (nick !== undefined) fields['nickname'] = nick;
        if (cmd.expiry !== undefined) {
          const exp = isCard ? expiryError(cmd.expiry, backend.clock.now()) : FieldMessages.notACard;
          if (exp !== undefined) fields['expiry'] = exp;
        }
        if (cmd.billingAddressId !== undefined && !isCard) fields['billingAddressId'] = FieldMessages.notACard;
        if (Object.keys(fields).length > 0) return invalid(fields);
        if (cmd.billingAddressId !== undefined && findAddress(backend, memberId, cmd.billingAddressId) === undefined) return noAddress();
        const edited: PaymentInstrument = {
          ...current,
          ...(cmd.nickname !== undefined ? { nickname: normalizeNickname(cmd.nickname) } : {}),
          ...(cmd.expiry !== undefined ? { expiry: cmd.expiry } : {}),
          ...(cmd.billingAddressId !== undefined ? { billingAddressId: cmd.billingAddressId } : {}),
        };
        const replaced = walletOf(memberId).map((i) => (i.paymentInstrumentId === edited.paymentInstrumentId ? edited : i));
        const next = cmd.makeDefault === true ? withDefault(replaced, edited.paymentInstrumentId) : replaced;
        save(memberId, next);
        return right(next.find((i) => i.paymentInstrumentId === edited.paymentInstrumentId) ?? edited);
      }),

    remove: (paymentInstrumentId) =>
      asMember(PAYMENT_METHOD_OPERATIONS.remove, (memberId) => {
        const current = find(memberId, paymentInstrumentId);
        if (current === undefined) return notFound();
        save(memberId, withRemoved(walletOf(memberId), paymentInstrumentId));
        return right(current);
      }),

    setDefault: (paymentInstrumentId) =>
      asMember(PAYMENT_METHOD_OPERATIONS.setDefault, (memberId) => {
        if (find(memberId, paymentInstrumentId) === undefined) return notFound();
        const next = withDefault(walletOf(memberId), paymentInstrumentId);
        save(memberId, next);
        return right(next);
      }),

    linkPaypal: (cmd) =>
      asMember(PAYMENT_METHOD_OPERATIONS.linkPaypal, (memberId) => {
        if (walletOf(memberId).some((i) => i.paymentType === 'paypal')) {
          return left(domainError(PaymentCodes.PAYPAL_ALREADY_LINKED, { status: 409 }));
        }
        const fields: Record<string, string> = {};
        if (!isValidEmail(cmd.accountEmail)) fields['accountEmail'] = FieldMessages.paypalEmailInvalid;
        const nick = nicknameError(cmd.nickname);
        if (nick !== undefined) fields['nickname'] = nick;
        if (Object.keys(fields).length > 0) return invalid(fields);
        const added: PaymentInstrument = {
          paymentInstrumentId: backend.ids.next('pi'),
          paymentType: 'paypal',
          accountNumberLastFour: '',
          nickname: normalizeNickname(cmd.nickname) || 'PayPal',
          default: false,
          token: backend.ids.next('tok-pp'),
          linkedAccountEmail: cmd.accountEmail.trim(),
        };
        const next = withAdded(walletOf(memberId), added, cmd.makeDefault ?? false);
        save(memberId, next);
        return right(next.find((i) => i.paymentInstrumentId === added.paymentInstrumentId) ?? added);
      }),
  };
};
