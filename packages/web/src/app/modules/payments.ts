// Binds the payments capability's use cases into the container (composition root: adapters chosen here).
import type { Container } from 'inversify';
import {
  createAddressBook,
  makeAddCreditCard,
  makeAddPaypal,
  makeAddSingleUseBillingAddress,
  makeEditCreditCard,
  makeListAddresses,
  makeListPaymentMethods,
  makeRemovePaymentMethod,
  makeSaveBillingAddress,
  makeSetDefaultPaymentMethod,
  makeTokenizeGuestCard,
} from '@crema/domain/payments';
import { T } from '../tokens';
import { PaymentTokens } from '../capability-tokens/payments';

export default async function bindPayments(c: Container): Promise<void> {
  const { paymentMethods, addresses, tokenizer } = await c.get(T.Backend).payments();
  const clock = c.get(T.Clock);
  const config = c.get(T.Config);
  const session = c.get(T.Session);
  const addressBook = createAddressBook({ addresses, clock, config });

  c.bind(PaymentTokens.AddressBook).toConstantValue(addressBook);
  c.bind(PaymentTokens.ListPaymentMethods).toConstantValue(makeListPaymentMethods({ paymentMethods }));
  c.bind(PaymentTokens.AddCreditCard).toConstantValue(makeAddCreditCard({ tokenizer, paymentMethods, clock }));
  c.bind(PaymentTokens.EditCreditCard).toConstantValue(makeEditCreditCard({ paymentMethods, clock }));
  c.bind(PaymentTokens.RemovePaymentMethod).toConstantValue(makeRemovePaymentMethod({ paymentMethods }));
  c.bind(PaymentTokens.SetDefaultPaymentMethod).toConstantValue(makeSetDefaultPaymentMethod({ paymentMethods }));
  c.bind(PaymentTokens.AddPaypal).toConstantValue(makeAddPaypal({ paymentMethods, config, session: () => session.current() }));
  c.bind(PaymentTokens.ListAddresses).toConstantValue(makeListAddresses({ addressBook }));
  c.bind(PaymentTokens.SaveBillingAddress).toConstantValue(makeSaveBillingAddress({ addressBook }));
  c.bind(PaymentTokens.AddSingleUseBillingAddress).toConstantValue(makeAddSingleUseBillingAddress({ addresses }));
  c.bind(PaymentTokens.TokenizeGuestCard).toConstantValue(makeTokenizeGuestCard({ tokenizer, clock }));
}
