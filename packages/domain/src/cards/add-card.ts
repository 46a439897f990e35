import { of, type Observable } from 'rxjs';
import { domainError } from '../shared/errors';
import type { AddCardRequest, AddCardResult } from './model';
import type { CardLedger } from './ports';
import { cardEntryErrors, normalizeCardNumber } from './rules';
import { failedWith, identity, inContext, track, type CardState } from './track';

/**
 * Registers a card from its number and security code (optionally moving its balance onto another card).
 * A malformed entry fails before any call with 121001 ("That card number or security code doesn't look
 * right.", Try again) and context.fields naming the bad fields. Server failures resolve in the card-add list.
 */
export const makeAddCard =
  (d: { readonly ledger: CardLedger }) =>
  (request: AddCardRequest): Observable<CardState<AddCardResult>> => {
    const fields = cardEntryErrors(request.cardNumber, request.securityCode);
    if (Object.keys(fields).length > 0) {
      return of(failedWith<AddCardResult>(domainError('121001', { context: { fields } }), inContext('cardAdd')));
    }
    const clean: AddCardRequest = {
      ...request,
      cardNumber: normalizeCardNumber(request.cardNumber),
      securityCode: request.securityCode.trim(),
    };
    return track(d.ledger.add(clean), inContext('cardAdd'), identity);
  };
