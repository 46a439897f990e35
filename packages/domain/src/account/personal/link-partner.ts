import type { Observable } from 'rxjs';
import type { AsyncState } from '../../shared/async-state';
import type { PartnerLink } from '../model';
import type { PartnerProgram } from '../ports';
import { isValidPartnerNumber, normalizePartnerNumber } from './details-rules';
import type { AccountError } from '../errors';
import { AccountMessages } from '../messages';
import { unlessInvalid } from '../../shared/answers';
import { savedState, type Saved } from '../saved';

export const makeLinkPartner =
  (d: { readonly partners: PartnerProgram }) =>
  (partnerNumber: string): Observable<AsyncState<Saved<PartnerLink>, AccountError>> =>
    unlessInvalid(isValidPartnerNumber(partnerNumber) ? {} : { partnerNumber: AccountMessages.partnerNumberInvalid }, AccountMessages.partnerNumberInvalid, () =>
      savedState(d.partners.link(normalizePartnerNumber(partnerNumber)), AccountMessages.partnerLinked),
    );
