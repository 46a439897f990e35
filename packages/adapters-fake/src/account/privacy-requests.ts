// The fake privacy desk: data-download requests (prepared within 24 h, then downloadable as JSON) and
// account-deletion requests (30-day grace period, cancellable).
import { left, right } from 'fp-ts/Either';
import { domainError } from '@crema/domain';
import {
  AccountCodes,
  AccountMessages,
  DATA_DOWNLOAD_PREPARATION_MS,
  DELETION_GRACE_MS,
  type PrivacyRequests,
  type PrivacyState,
  canRequestDataDownload,
  dataDownloadStatus,
  isDeletionConfirmed,
  isDeletionPending,
  maskPartnerNumber,
} from '@crema/domain/account';
import type { FakeBackend } from '../backend';
import { instrumentsTable } from '../payments/instruments-table';
import { accountCalls, asMember, invalidFields } from './member-scope';
import { findMember } from './member-directory';
import { personalDetailsOf, profileOf } from './member-records';
import { preferencesTable } from './contact-preferences';
import { partnerLinksTable } from './partner-program';
import { readOrderHistory } from './order-history-table';
import { readEgiftHistory } from './histories';

export const PRIVACY_OPERATIONS = {
  get: 'getPrivacy',
  requestDataDownload: 'requestDataDownload',
  downloadDataExport: 'downloadDataExport',
  requestDeletion: 'requestAccountDeletion',
  cancelDeletion: 'cancelAccountDeletion',
} as const;

export const privacyTable = (backend: FakeBackend) => backend.table<Readonly<Record<string, PrivacyState>>>('accountPrivacy', () => ({}));

const alreadyReceived = () => left(domainError(AccountCodes.REQUEST_ALREADY_RECEIVED, { status: 409 }));

/** Everything the fake holds about the member, without tokens, hashes or codes. */
const exportFor = (backend: FakeBackend, memberId: string): Record<string, unknown> => {
  const who = findMember(backend, memberId);
  const partner = partnerLinksTable(backend).read()[memberId];
  return {
    generatedAt: new Date(backend.clock.now()).toISOString(),
    personal: who === undefined ? null : personalDetailsOf(backend, who),
    profile: who === undefined ? null : profileOf(backend, who),
    communicationPreferences: preferencesTable(backend).read()[memberId] ?? null,
    partner: partner === undefined ? null : { partnerNumber: maskPartnerNumber(partner.partnerNumber), linkedAt: partner.linkedAt },
    paymentMethods: (instrumentsTable(backend).read()[memberId] ?? []).map((i) => ({
      type: i.paymentType,
      lastFour: i.accountNumberLastFour,
      nickname: i.nickname,
      default: i.default,
    })),
    orders: readOrderHistory(backend, memberId),
    egifts: readEgiftHistory(backend, memberId),
  };
};

export const createFakePrivacyRequests = (backend: FakeBackend): PrivacyRequests => {
  const run = asMember(accountCalls(backend));
  const table = privacyTable(backend);
  const stateOf = (id: string): PrivacyState => table.read()[id] ?? {};
  const save = (id: string, s: PrivacyState): PrivacyState => {
    table.update((all) => ({ ...all, [id]: s }));
    return s;
  };
  return {
    get: () => run(PRIVACY_OPERATIONS.get, (id) => right(stateOf(id))),
    requestDataDownload: () =>
      run(PRIVACY_OPERATIONS.requestDataDownload, (id) => {
        const now = backend.clock.now();
        const s = stateOf(id);
        if (!canRequestDataDownload(s, now)) return alreadyReceived();
        return right(save(id, { ...s, dataDownloadRequestedAt: now, dataDownloadReadyAt: now + DATA_DOWNLOAD_PREPARATION_MS }));
      }),
    downloadDataExport: () =>
      run(PRIVACY_OPERATIONS.downloadDataExport, (id) => {
        if (dataDownloadStatus(stateOf(id), backend.clock.now()) !== 'ready') return left(domainError(AccountCodes.DATA_EXPORT_NOT_READY, { status: 409 }));
        const day = new Date(backend.clock.now()).toISOString().slice(0, 10);
        return right({ fileName: `crema-account-data-${day}.json`, contents: JSON.stringify(exportFor(backend, id), null, 2) });
      }),
    requestDeletion: ({ confirmation }) =>
      run(PRIVACY_OPERATIONS.requestDeletion, (id) => {
        if (!isDeletionConfirmed(confirmation)) {
          return invalidFields({ confirmation: AccountMessages.deletionConfirmWord });
        }
        const s = stateOf(id);
        if (isDeletionPending(s)) return alreadyReceived();
        const now = backend.clock.now();
        return right(save(id, { ...s, deletionRequestedAt: now, deletionScheduledFor: now + DELETION_GRACE_MS }));
      }),
    cancelDeletion: () =>
      run(PRIVACY_OPERATIONS.cancelDeletion, (id) => {
        const { deletionRequestedAt: _r, deletionScheduledFor: _s, ...rest } = stateOf(id);
        return right(save(id, rest));
      }),
  };
};
