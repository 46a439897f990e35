// /account/payment-method/gift/guest/credit-card: a guest's card and billing address for a gift. The card
// is tokenized by the payment provider; only its token, brand and last four go back to the gift (the
// number and security code live in the shared card fields' state until then, and are dropped right after).
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isRight } from 'fp-ts/Either';
import { isMember } from '@crema/domain';
import { GIFT_ROUTES, giftValidationMessage } from '@crema/domain/gifting';
import {
  COUNTRY_NAMES,
  EMPTY_BILLING_ADDRESS,
  fieldErrorsOf,
  PaymentMessages,
  PaymentRoutes,
  SUBDIVISIONS,
  SUPPORTED_COUNTRIES,
  isSupportedCountry,
  validateAddress,
  type BillingAddressForm,
} from '@crema/domain/payments';
import { Page } from '../../ui/Page';
import { TextField } from '../../ui/TextField';
import { Notice } from '../../ui/Notice';
import { useService } from '../../app/services';
import { useSession } from '../../app/useSession';
import { useAsyncAction } from '../../app/useAsyncAction';
import { T } from '../../app/tokens';
import { GuestCardFields, useGuestCard } from '../shared/card-entry/GuestCardFields';
import { SelectField } from '../../ui/SelectField';
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
  const backTo = productNumber ? GIFT_ROUTES.design(productNumber) : GIFT_ROUTES.home;

  // The provider's answer: the card goes to the gift and the guest back to the payment sheet.
  useEffect(() => {
    if (result.status === 'ok') {
      const added = flow.addGuestCard(result.value.card, result.value.addressToken);
      clearCard();
      if (isRight(added)) navigate(`${backTo}${productNumber ? GIFT_ROUTES.paymentHash : ''}`, { replace: true });
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

  const setAddressField = (k: keyof BillingAddressForm) => (v: string) => setAddress((a) => ({ ...a, [k]: v }));
  const pending = result.status === 'loading';
  const country = isSupportedCountry(address.country) ? address.country : 'US';

  if (isMember(session)) {
    return (
      <Page title="Payment for your gift" narrow>
        {/* text not given by the spec */}
        <Notice>You're signed in, so your gift is paid with one of your saved payment methods.</Notice>
        <p className="row gift-block">
          <Link className="btn" to={`${backTo}${productNumber ? GIFT_ROUTES.paymentHash : ''}`}>
            Back to your gift
          </Link>
          <Link to={PaymentRoutes.home}>Manage payment methods</Link>
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
          <div className="gift-pair">
            <TextField label="First name" autoComplete="billing given-name" value={address.firstName} onChange={(e) => setAddressField('firstName')(e.target.value)} error={fieldErrors['firstName']} />
            <TextField label="Last name" autoComplete="billing family-name" value={address.lastName} onChange={(e) => setAddressField('lastName')(e.target.value)} error={fieldErrors['lastName']} />
          </div>
          <TextField label="Street address" autoComplete="billing address-line1" value={address.addressLine1} onChange={(e) => setAddressField('addressLine1')(e.target.value)} error={fieldErrors['addressLine1']} />
          <TextField label="Apartment, suite, etc. (optional)" autoComplete="billing address-line2" value={address.addressLine2 ?? ''} onChange={(e) => setAddressField('addressLine2')(e.target.value)} error={fieldErrors['addressLine2']} />
          <TextField label="City" autoComplete="billing address-level2" value={address.city} onChange={(e) => setAddressField('city')(e.target.value)} error={fieldErrors['city']} />
          <div className="gift-pair">
            <SelectField
              label="Country"
              autoComplete="billing country"
              value={address.country}
              onChange={(e) => setAddress((a) => ({ ...a, country: e.target.value, countrySubdivision: '' }))}
              error={fieldErrors['country']}
            >
              {SUPPORTED_COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {COUNTRY_NAMES[c]}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={country === 'CA' ? 'Province or territory' : 'State'}
              autoComplete="billing address-level1"
              value={address.countrySubdivision}
              onChange={(e) => setAddressField('countrySubdivision')(e.target.value)}
              error={fieldErrors['countrySubdivision']}
            >
              <option value="">Choose…</option>
              {Object.entries(SUBDIVISIONS[country]).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="gift-pair">
            <TextField
              label={country === 'CA' ? 'Postal code' : 'ZIP code'}
              autoComplete="billing postal-code"
              value={address.postalCode}
              onChange={(e) => setAddressField('postalCode')(e.target.value)}
              error={fieldErrors['postalCode']}
            />
            <TextField label="Phone number" type="tel" autoComplete="billing tel" value={address.phoneNumber} onChange={(e) => setAddressField('phoneNumber')(e.target.value)} error={fieldErrors['phoneNumber']} />
          </div>
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
