// The gift form of /gift/{productNumber}: amount, recipients, delivery, message, sender, total. Every rule
// and message comes from the domain (validateGiftForm, giftValidationMessage, giftSummary); errors show for
// a field once it has been left, and for every field after a try to continue.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { isLeft } from 'fp-ts/Either';
import { Limits, type AppConfig } from '@crema/domain';
import {
  charCount,
  giftSummary,
  giftAmountHint,
  giftValidationMessage,
  GIFT_FORM_INVALID_MESSAGE,
  validateGiftForm,
  type DeliveryMethod,
  type GiftFieldName,
  type GiftFlow,
  type GiftForm as Form,
  type GiftFormErrors,
  type GiftRecipientInput,
} from '@crema/domain/gifting';
import { TextField } from '../../ui/TextField';
import { useFocusFirstError } from '../../ui/focus-first-error';
import { Notice } from '../../ui/Notice';
import { formatMoney } from '../../ui/format';
import { TextAreaField } from './fields';
import { useTouched } from './useTouched';
import { Fact } from '../../ui/Fact';

/** '$25' for whole dollars, '$12.50' otherwise. */
export const formatGiftAmount = (minor: number, currency: string): string => formatMoney({ amount: minor, currency }).replace(/\.00$/, '');

// Labels of the delivery methods (text not given by the spec).
const DELIVERY_LABELS: Readonly<Record<DeliveryMethod, string>> = { EMAIL: 'E-mail', FACEBOOK: 'Facebook' };
const DELIVERY_HINT = "We'll send each e-gift today. With Facebook, it goes to the Facebook account that uses the recipient's e-mail address.";

interface Props {
  readonly form: Form;
  readonly flow: GiftFlow;
  readonly config: AppConfig;
  /** Show every field's error now (e.g. the purchase found the form invalid). */
  readonly revealErrors: boolean;
  /** The form is valid: go on to payment. */
  readonly onContinue: () => void;
}

export const GiftForm = ({ form, flow, config, revealErrors, onContinue }: Props) => {
  const [touched, markTouched] = useTouched();
  const [submitted, setSubmitted] = useState(false);
  const [formRef, focusError] = useFocusFirstError();

  const result = useMemo(() => validateGiftForm(form, config), [form, config]);
  const errors: GiftFormErrors = isLeft(result) ? result.left : {};
  const showAll = submitted || revealErrors;
  const errorOf = (f: GiftFieldName): string | undefined => {
    const code = errors[f];
    return code !== undefined && (showAll || touched.has(f)) ? giftValidationMessage(code, config) : undefined;
  };
  /** A field's name, the leaving that marks it touched, and its error: all by its field name. */
  const trackedField = (f: GiftFieldName) => ({ name: f, onBlur: () => markTouched(f), error: errorOf(f) });
  const update = (patch: Partial<Form>) => flow.storeForm({ ...form, ...patch });
  const setRecipient = (index: number, patch: Partial<GiftRecipientInput>) =>
    update({ recipients: form.recipients.map((r, i) => (i === index ? { ...r, ...patch } : r)) });

  // Errors the purchase found stay shown while the user fixes them.
  useEffect(() => {
    if (revealErrors) setSubmitted(true);
  }, [revealErrors]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (isLeft(result)) focusError();
    else onContinue();
  };

  const summary = giftSummary(form, config);
  const delivery = form.recipients[0]?.deliveryMethod ?? 'EMAIL';
  const atLimit = form.recipients.length >= config.giftRecipientsLimit;
  const recipientsError = errorOf('recipients');
  const amountError = errorOf('amount');

  return (
    <form ref={formRef} className="gift-form card" onSubmit={submit} noValidate aria-label="Gift details">
      <fieldset className="gift-fieldset" aria-describedby={amountError ? 'gift-amount-error' : undefined} data-invalid={amountError ? true : undefined}>
        <legend>Gift amount</legend>
        <div className="gift-amounts">
          {config.giftAmountOptions.map((option) => (
            <label key={option} className="gift-amount">
              <input type="radio" name="amount" value={option} checked={form.amount === option} onChange={() => update({ amount: option })} />
              <span>{formatGiftAmount(option, config.currency)}</span>
            </label>
          ))}
          <label className="gift-amount">
            <input type="radio" name="amount" value="custom" checked={form.amount === 'custom'} onChange={() => update({ amount: 'custom' })} />
            <span>Custom</span>
          </label>
        </div>
        {amountError && (
          <span id="gift-amount-error" className="field-error">
            {amountError}
          </span>
        )}
        {form.amount === 'custom' && (
          <div className="gift-custom-amount">
            <TextField
              label="Custom amount"
              inputMode="numeric"
              autoComplete="off"
              hint={giftAmountHint(config)}
              value={form.customAmount}
              onChange={(e) => update({ customAmount: e.target.value })}
              {...trackedField('customAmount')}
            />
          </div>
        )}
      </fieldset>

      <fieldset className="gift-fieldset" aria-describedby={recipientsError ? 'gift-recipients-error' : undefined} data-invalid={recipientsError ? true : undefined}>
        <legend>Who's it for?</legend>
        <ol className="gift-recipients">
          {form.recipients.map((r, i) => {
            const n = i + 1;
            return (
              <li key={i} className="gift-recipient">
                <TextField
                  label={`Recipient ${n} name`}
                  autoComplete="off"
                  value={r.name}
                  onChange={(e) => setRecipient(i, { name: e.target.value })}
                  {...trackedField(`recipientName${n}`)}
                />
                <TextField
                  label={`Recipient ${n} e-mail`}
                  type="email"
                  autoComplete="off"
                  value={r.email}
                  onChange={(e) => setRecipient(i, { email: e.target.value })}
                  {...trackedField(`recipientEmail${n}`)}
                />
                {form.recipients.length > 1 && (
                  <button type="button" className="btn btn--ghost btn--small gift-recipient__remove" aria-label={`Remove recipient ${n}`} onClick={() => flow.removeRecipient(form, i)}>
                    Remove
                  </button>
                )}
              </li>
            );
          })}
        </ol>
        {recipientsError && (
          <span id="gift-recipients-error" className="field-error">
            {recipientsError}
          </span>
        )}
        {atLimit ? (
          <p className="muted gift-note">{giftValidationMessage('recipientsTooMany', config)}</p>
        ) : (
          <button type="button" className="btn btn--secondary btn--small" onClick={() => flow.addRecipient(form)}>
            Add another recipient
          </button>
        )}
      </fieldset>

      <fieldset className="gift-fieldset">
        <legend>Delivery method</legend>
        <div className="gift-amounts">
          {(Object.keys(DELIVERY_LABELS) as DeliveryMethod[]).map((m) => (
            <label key={m} className="gift-amount">
              <input
                type="radio"
                name="deliveryMethod"
                value={m}
                checked={delivery === m}
                onChange={() => update({ recipients: form.recipients.map((r) => ({ ...r, deliveryMethod: m })) })}
              />
              <span>{DELIVERY_LABELS[m]}</span>
            </label>
          ))}
        </div>
        <p className="field-hint gift-note">{DELIVERY_HINT}</p>
      </fieldset>

      <TextAreaField
        label="Message (optional)"
        rows={3}
        value={form.message}
        count={charCount(form.message)}
        max={Limits.giftMessageMax}
        onChange={(e) => update({ message: e.target.value })}
        {...trackedField('message')}
      />

      <fieldset className="gift-fieldset">
        <legend>From</legend>
        <div className="gift-pair">
          <TextField
            label="Your name"
            autoComplete="name"
            value={form.senderName}
            onChange={(e) => update({ senderName: e.target.value })}
            {...trackedField('senderName')}
          />
          <TextField
            label="Your e-mail"
            type="email"
            autoComplete="email"
            value={form.senderEmail}
            onChange={(e) => update({ senderEmail: e.target.value })}
            {...trackedField('senderEmail')}
          />
        </div>
      </fieldset>

      <div className="gift-summary">
        <dl>
          <Fact term="Each e-gift">{summary.each ? formatMoney(summary.each) : '–'}</Fact>
          <Fact term="Recipients">{summary.count}</Fact>
          <div className="gift-summary__total">
            <dt>Total</dt>
            <dd>{summary.total ? formatMoney(summary.total) : '–'}</dd>
          </div>
        </dl>
        {showAll && isLeft(result) && <Notice tone="error">{GIFT_FORM_INVALID_MESSAGE}</Notice>}
        <button type="submit" className="btn btn--block">
          Continue to payment
        </button>
      </div>
    </form>
  );
};
