// The card networks' prefix table, from `credit-card-type` (the table `card-validator` checks numbers with,
// so the fake payment provider and the brand shown while typing always agree). Read on every keystroke:
// synchronous, no state, nothing typed is kept.
import creditCardType from 'credit-card-type';
import type { CardNetwork, CardNetworkMatch, CardNetworks } from '@crema/domain/payments';

/** The library's type ids of the networks we name. A network it adds later is left out until named here. */
export const NETWORK_OF_LIBRARY_TYPE: Readonly<Record<string, CardNetwork>> = {
  'american-express': 'amex',
  discover: 'discover',
  mastercard: 'mastercard',
  visa: 'visa',
  jcb: 'jcb',
  'diners-club': 'diners',
  unionpay: 'unionpay',
  maestro: 'maestro',
  elo: 'elo',
  mir: 'mir',
  hiper: 'hiper',
  hipercard: 'hipercard',
  troy: 'troy',
  naranja: 'naranja',
  verve: 'verve',
};

export const createCardNetworks = (): CardNetworks => ({
  matching: (digits) =>
    digits === ''
      ? []
      : creditCardType(digits).flatMap((t): CardNetworkMatch[] => {
          const network = NETWORK_OF_LIBRARY_TYPE[t.type];
          return network === undefined
            ? []
            : [{ network, prefixLength: t.matchStrength, gaps: t.gaps, lengths: t.lengths, securityCodeLength: t.code.size }];
        }),
});
