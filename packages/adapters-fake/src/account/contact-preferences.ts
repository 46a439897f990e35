// The fake communication-preferences service. Text messages need a phone number in personal info.
import { left, right } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '@crema/domain';
import { type CommunicationPreferences, type ContactPreferences, DEFAULT_PREFERENCES, validatePreferences } from '@crema/domain/account';
import { seedPreferences } from '@crema/catalog/account';
import type { FakeBackend } from '../backend';
import { accountCalls, asMember } from './member-scope';
import { personalTable } from './member-records';

export const PREFERENCE_OPERATIONS = { get: 'getCommunicationPreferences', update: 'updateCommunicationPreferences' } as const;

export const preferencesTable = (backend: FakeBackend) =>
  backend.table<Readonly<Record<string, CommunicationPreferences>>>('accountPreferences', seedPreferences);

export const createFakeContactPreferences = (backend: FakeBackend): ContactPreferences => {
  const run = asMember(accountCalls(backend));
  const table = preferencesTable(backend);
  return {
    get: () => run(PREFERENCE_OPERATIONS.get, (id) => right(table.read()[id] ?? DEFAULT_PREFERENCES)),
    update: (prefs) =>
      run(PREFERENCE_OPERATIONS.update, (id) => {
        const fields = validatePreferences(prefs, personalTable(backend).read()[id]?.phoneNumber);
        if (Object.keys(fields).length > 0) return left(domainError(ErrorCodes.VALIDATION, { status: 400, context: { fields } }));
        const saved: CommunicationPreferences = { emailOffers: prefs.emailOffers, push: prefs.push, sms: prefs.sms };
        table.update((all) => ({ ...all, [id]: saved }));
        return right(saved);
      }),
  };
};
