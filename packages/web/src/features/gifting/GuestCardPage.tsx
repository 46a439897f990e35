// /account/payment-method/gift/guest/credit-card: a guest's card and billing address for a gift. The card
// is tokenized by the payment provider; only its token, brand and last four go back to the gift (the
// number and security code live in the shared card fields' state until then, and are dropped right after).
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isRight } from 'fp-ts/Either';
import { isMember } from '@crema/domain';
import { giftValidationMessage } from '@crema/domain/gifting';
import {
  EMPTY_BILLING_ADDRESS,
  fieldErrorsOf,
  PaymentMessages,
  validateAddress,
  type BillingAddressForm,
} from '@crema/domain/payments';
import { GiftPaths, PaymentPaths } from '../../app/paths';
import { Page } from '../../ui/Page';
import { Notice } from '../../ui/Notice';
import { useService } from '../../app/services';
import { useSession } from '../../app/useSession';
import { useAsyncAction } from '../../app/useAsyncAction';
import { T } from '../../app/tokens';
import { GuestCardFields, useGuestCard } from '../shared/card-entry/GuestCardFields';
import { BillingAddressFields } from '../shared/address/BillingAddressFields';
import { useGiftFlow } from './hooks';
import { GiftTokens } from './tokens';
import { useFocusFirstError } from '../../ui/focus-first-error';
import './gifting.css';

export default function GuestCardPage() {
  const [state, flow] = useGiftFlow();
  const session = useSession();
  const clock = useService(T.Clock);
  const config = useService(T.Config);
  const [result, submit] = useAsyncAction(useService(GiftTokens.AddGuestCard));
  const navigate = useNavigate();
  const [formRef, focusError] = useFocusFirstError();

  const card = useGuestCard(useService(GiftTokens.ReadCardNumber));
  const clearCard = card.clear;
  const [address, setAddress] = useState<BillingAddressForm>(EMPTY_BILLING_ADDRESS);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});
  const [refusal, setRefusal] = useState<string | undefined>(undefined);

  const productNumber = state.gift.form?.productNumber;
  const backTo = productNumber ? GiftPaths.design(productNumber) : GiftPaths.home;

  // The provider's answer: the card goes to the gift and the guest back to the payment sheet.
  useEffect(() => {
    if (result.status === 'ok') {
      const added = flow.addGuestCard(result.value.card, result.value.addressToken);
      clearCard();
      if (isRight(added)) navigate(`${backTo}${productNumber ? GiftPaths.paymentHash : ''}`, { replace: true });
      else setRefusal(giftValidationMessage(added.left, config));
    }
    if (result.status === 'error') {
      const fields = fieldErrorsOf(result.error);
      if (Object.keys(fields).length > 0) {
        setFieldErrors(fields);
      } else setRefusal(result.message);
      focusError();
    }
  }, [result, flow, navigate, backTo, productNumber, config, clearCard, focusError]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setRefusal(undefined);
    const errors = { ...card.errorsAt(clock.now()), ...validateAddress({ ...address, type: 'Billing' }) };
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      focusError();
      return;
    }
    submit({ card: card.entry, address });
  };

  const pending = result.status === 'loading';

  if (isMember(session)) {
    return (
      <Page title="Payment for your gift" narrow>
        {/* text not given by the spec */}
        <Notice>You're signed in, so your gift is paid with one of your saved payment methods.</Notice>
        <p className="row gift-block">
          <Link className="btn" to={`${backTo}${productNumber ? GiftPaths.paymentHash : ''}`}>
            Back to your gift
          </Link>
          <Link to={PaymentPaths.home}>Manage payment methods</Link>
        </p>
      </Page>
    );
  }

  return (
    <Page title="Payment for your gift" narrow>
      <p className="gift-back">
        <Link to={backTo}>{productNumber ? 'Back to your gift' : 'See gift cards'}</Link>
      </p>
      <form ref={formRef} className="card stack gift-card-form" onSubmit={onSubmit} noValidate aria-label="Card and billing address">
        <fieldset className="gift-fieldset stack">
          <legend>Credit or debit card</legend>
          <GuestCardFields card={card} errors={fieldErrors} />
        </fieldset>

        <fieldset className="gift-fieldset stack">
          <legend>Billing address</legend>
          <BillingAddressFields
            address={address}
            onChange={setAddress}
            errors={fieldErrors}
            autoCompletePrefix="billing "
            line2Label="Apartment, suite, etc. (optional)"
            subdivisionPrompt={() => 'Choose…'}
            rowClassName="gift-pair"
          />
        </fieldset>

        {refusal && <Notice tone="error">{refusal}</Notice>}
        {Object.keys(fieldErrors).length > 0 && !refusal && <Notice tone="error">{PaymentMessages.checkFields}</Notice>}
        <button type="submit" className="btn btn--block" disabled={pending}>
          {pending ? 'Checking your card…' : 'Use this card'}
        </button>
        <p className="field-hint">Your card number is sent straight to our payment provider. We keep only the card type and its last four digits for this gift.</p>
      </form>
    </Page>
  );
}
