// What the privacy screen shows, derived from the stored state and the Clock.
import type { PrivacyState } from '../model';
import { type DataDownloadStatus, dataDownloadStatus, isDeletionPending } from '../security/security-rules';

export interface PrivacyView {
  readonly state: PrivacyState;
  readonly downloadStatus: DataDownloadStatus;
  readonly deletionPending: boolean;
}

export const privacyView = (state: PrivacyState, now: number): PrivacyView => ({
  state,
  downloadStatus: dataDownloadStatus(state, now),
  deletionPending: isDeletionPending(state),
});

/** 'December 22, 2026' in the configured locale (UTC calendar date). */
export const formatAccountDate = (epochMs: number, locale: string): string =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(epochMs);
