import type { Observable } from 'rxjs';
import type { AsyncState } from '../../shared/async-state';
import type { PartnerLink } from '../model';
import type { PartnerProgram } from '../ports';
import { accountErrorMessage, type AccountError } from '../errors';
import { toAsyncState } from '../../shared/answers';

/** /account/personal/partner: the linked partner number, or null. */
export const makeLoadPartnerLink =
  (d: { readonly partners: PartnerProgram }) =>
  (): Observable<AsyncState<PartnerLink | null, AccountError>> =>
    toAsyncState(d.partners.getLink(), (e) => accountErrorMessage(e));
