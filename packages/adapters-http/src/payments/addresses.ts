// The member's address book over HTTP (the Addresses port): the spec's graph operations by name (get address
// list reads user.addressList, create address createAddress, update address updateAddress, add single-use
// billing address addSingleUseBillingAddress.addressToken), each answer decoded with the domain's wire codecs.
import { map } from 'rxjs';
import { map as mapRight } from 'fp-ts/Either';
import type { Address, Addresses, AddressInput } from '@crema/domain/payments';
import {
  AddressGraphOperations,
  AddressListAnswerCodec,
  CreateAddressAnswerCodec,
  SingleUseAddressAnswerCodec,
  UpdateAddressAnswerCodec,
} from '@crema/domain/payments/wire';
import type { HttpClient } from '../client';
import { paymentsClient } from './typed-client';

/** The address's fields as the wire carries them (no undefined). */
const wire = <A extends AddressInput>(a: A): A => Object.fromEntries(Object.entries(a).filter(([, v]) => v !== undefined)) as A;

/** The wallet a single-use billing address is for (spec: "with a wallet target"): a guest's payment. */
export const SINGLE_USE_WALLET_TARGET = 'GUEST';

export const createHttpAddresses = (client: HttpClient): Addresses => ({
  list: () => paymentsClient(client).graph(AddressGraphOperations.getAddressList, {}, AddressListAnswerCodec).pipe(map(mapRight((d) => d.user.addressList))),
  create: (input) => paymentsClient(client).graph(AddressGraphOperations.createAddress, { input: wire(input) }, CreateAddressAnswerCodec).pipe(map(mapRight((d) => d.createAddress))),
  update: (address: Address) =>
    paymentsClient(client).graph(AddressGraphOperations.updateAddress, { address: wire(address) }, UpdateAddressAnswerCodec).pipe(map(mapRight((d) => d.updateAddress))),
  addSingleUseBillingAddress: (input) =>
    paymentsClient(client)
      .graph(AddressGraphOperations.addSingleUseBillingAddress, { input: wire(input), walletTarget: SINGLE_USE_WALLET_TARGET }, SingleUseAddressAnswerCodec)
      .pipe(map(mapRight((d) => ({ addressToken: d.addSingleUseBillingAddress.addressToken })))),
});
