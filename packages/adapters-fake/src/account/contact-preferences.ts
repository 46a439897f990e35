// The fake communication-preferences service. Text messages need a phone number in personal info.
import { type CommunicationPreferences, type ContactPreferences, DEFAULT_PREFERENCES, validatePreferences } from '@crema/domain/account';
import { seedPreferences } from '@crema/catalog/account';
import type { FakeBackend } from '../backend';
import { accountCalls, asMember, invalidFields, rowOr, saveFor } from './member-scope';
import { personalTable } from './member-records';

export const PREFERENCE_OPERATIONS = { get: 'getCommunicationPreferences', update: 'updateCommunicationPreferences' } as const;

export const preferencesTable = (backend: FakeBackend) =>
  backend.table<Readonly<Record<string, CommunicationPreferences>>>('accountPreferences', seedPreferences);

export const createFakeContactPreferences = (backend: FakeBackend): ContactPreferences => {
  const run = asMember(accountCalls(backend));
  const table = preferencesTable(backend);
  return {
    get: () => run(PREFERENCE_OPERATIONS.get, rowOr(table, DEFAULT_PREFERENCES)),
    update: (prefs) =>
      run(PREFERENCE_OPERATIONS.update, (id) => {
        const fields = validatePreferences(prefs, personalTable(backend).read()[id]?.phoneNumber);
        if (Object.keys(fields).length > 0) return invalidFields(fields);
        return saveFor<CommunicationPreferences>(table, id, { emailOffers: prefs.emailOffers, push: prefs.push, sms: prefs.sms });
      }),
  };
};
