// Privacy and contact: what the privacy page shows, the data download, account deletion, and the communication preferences.
export { formatAccountDate, privacyView } from './privacy-view';
export type { PrivacyView } from './privacy-view';
export { makeCancelAccountDeletion } from './cancel-account-deletion';
export { makeDownloadDataExport } from './download-data-export';
export { makeLoadCommunicationPreferences } from './load-communication-preferences';
export { makeLoadPrivacy } from './load-privacy';
export { makeRequestAccountDeletion } from './request-account-deletion';
export { makeRequestDataDownload } from './request-data-download';
export { makeSaveCommunicationPreferences } from './save-communication-preferences';
