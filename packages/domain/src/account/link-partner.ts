import { type Observable, map } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { AsyncState } from '../shared/async-state';
import type { PartnerLink } from './model';
import type { PartnerProgram } from './ports';
import { isValidPartnerNumber, normalizePartnerNumber } from './details-rules';
import { accountErrorMessage, type AccountError } from './errors';
import { AccountMessages } from './messages';
import { toAsyncState, unlessInvalid } from '../shared/answers';
import type { Saved } from './save-personal-details';

export const makeLinkPartner =
  (d: { readonly partners: PartnerProgram }) =>
  (partnerNumber: string): Observable<AsyncState<Saved<PartnerLink>, AccountError>> =>
    unlessInvalid(isValidPartnerNumber(partnerNumber) ? {} : { partnerNumber: AccountMessages.partnerNumberInvalid }, AccountMessages.partnerNumberInvalid, () =>
      toAsyncState(
        d.partners.link(normalizePartnerNumber(partnerNumber)).pipe(map(E.map((value) => ({ value, message: AccountMessages.partnerLinked })))),
        (e) => accountErrorMessage(e),
      ),
    );
