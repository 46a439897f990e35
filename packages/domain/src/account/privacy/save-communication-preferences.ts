import { type Observable, map } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { AsyncState } from '../../shared/async-state';
import type { CommunicationPreferences } from '../model';
import type { ContactPreferences } from '../ports';
import { accountErrorMessage, accountFieldErrors, type AccountError } from '../errors';
import { AccountMessages } from '../messages';
import { toAsyncState } from '../../shared/answers';
import type { Saved } from '../saved';

/** Saves the three toggles; text messages without a phone on file fail with fields.sms (smsNeedsPhone). */
export const makeSaveCommunicationPreferences =
  (d: { readonly preferences: ContactPreferences }) =>
  (prefs: CommunicationPreferences): Observable<AsyncState<Saved<CommunicationPreferences>, AccountError>> =>
    toAsyncState(d.preferences.update(prefs).pipe(map(E.map((value) => ({ value, message: AccountMessages.preferencesSaved })))), (e) =>
      accountFieldErrors(e)['sms'] ?? accountErrorMessage(e),
    );
