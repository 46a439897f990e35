// The fake partner (employee) program: a partner number links to one member at a time.
import { left, right } from 'fp-ts/Either';
import { domainError } from '@crema/domain';
import { AccountCodes, AccountMessages, isValidPartnerNumber, normalizePartnerNumber, type PartnerLink, type PartnerProgram } from '@crema/domain/account';
import type { FakeBackend } from '../backend';
import { accountCalls, asMember, invalidFields, rowOr, saveFor } from './member-scope';

export const PARTNER_OPERATIONS = { get: 'getPartnerLink', link: 'linkPartner', unlink: 'unlinkPartner' } as const;

export const partnerLinksTable = (backend: FakeBackend) => backend.table<Readonly<Record<string, PartnerLink>>>('accountPartners', () => ({}));

export const createFakePartnerProgram = (backend: FakeBackend): PartnerProgram => {
  const run = asMember(accountCalls(backend));
  const table = partnerLinksTable(backend);
  return {
    getLink: () => run(PARTNER_OPERATIONS.get, rowOr(table, null)),
    link: (raw) =>
      run(PARTNER_OPERATIONS.link, (id) => {
        if (!isValidPartnerNumber(raw)) {
          return invalidFields({ partnerNumber: AccountMessages.partnerNumberInvalid });
        }
        const partnerNumber = normalizePartnerNumber(raw);
        const holder = Object.entries(table.read()).find(([member, l]) => l.partnerNumber === partnerNumber && member !== id);
        if (holder !== undefined) return left(domainError(AccountCodes.PARTNER_NUMBER_IN_USE, { status: 409 }));
        return saveFor<PartnerLink>(table, id, { partnerNumber, linkedAt: backend.clock.now() });
      }),
    unlink: () =>
      run(PARTNER_OPERATIONS.unlink, (id) => {
        table.update(({ [id]: _gone, ...rest }) => rest);
        return right(null);
      }),
  };
};
