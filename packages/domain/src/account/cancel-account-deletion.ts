import { type Observable, map } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { AsyncState } from '../shared/async-state';
import type { Clock } from '../shared/clock';
import type { PrivacyRequests } from './ports';
import { accountErrorMessage, type AccountError } from './errors';
import { AccountMessages } from './messages';
import { type PrivacyView, privacyView } from './privacy-view';
import { toAsyncState } from '../shared/answers';
import type { Saved } from './save-personal-details';

export const makeCancelAccountDeletion =
  (d: { readonly privacy: PrivacyRequests; readonly clock: Clock }) =>
  (): Observable<AsyncState<Saved<PrivacyView>, AccountError>> =>
    toAsyncState(
      d.privacy.cancelDeletion().pipe(map(E.map((s) => ({ value: privacyView(s, d.clock.now()), message: AccountMessages.deletionCancelled })))),
      (e) => accountErrorMessage(e),
    );
