import { type Observable, map } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { AsyncState } from '../../shared/async-state';
import type { Clock } from '../../shared/clock';
import type { AppConfig } from '../../shared/config';
import type { PrivacyRequests } from '../ports';
import { isDeletionConfirmed } from '../security/security-rules';
import { accountErrorMessage, type AccountError } from '../errors';
import { AccountMessages } from '../messages';
import { type PrivacyView, formatAccountDate, privacyView } from './privacy-view';
import { toAsyncState, unlessInvalid } from '../../shared/answers';
import type { Saved } from '../saved';

/** Requests deletion once the member has typed DELETE; it can be cancelled during the 30-day grace period. */
export const makeRequestAccountDeletion =
  (d: { readonly privacy: PrivacyRequests; readonly clock: Clock; readonly config: AppConfig }) =>
  (input: { readonly confirmation: string }): Observable<AsyncState<Saved<PrivacyView>, AccountError>> =>
    unlessInvalid(isDeletionConfirmed(input.confirmation) ? {} : { confirmation: AccountMessages.deletionConfirmWord }, AccountMessages.deletionConfirmWord, () =>
      toAsyncState(
        d.privacy.requestDeletion({ confirmation: input.confirmation.trim() }).pipe(
          map(
            E.map((s) => ({
              value: privacyView(s, d.clock.now()),
              message: AccountMessages.deletionRequested(formatAccountDate(s.deletionScheduledFor ?? d.clock.now(), d.config.locale)),
            })),
          ),
        ),
        (e) => accountErrorMessage(e),
      ),
    );
