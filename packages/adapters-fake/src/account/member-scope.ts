// Runs a fake server operation for the signed-in member (401 UNAUTHORIZED otherwise). `backend` is the fake
// backend itself (errors of any code) or a capability's typed calls (backend.typed(isCode)).
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes, type DomainError, type TransportErrorCode } from '@crema/domain';
import { isAccountErrorCode, type AccountErrorCode } from '@crema/domain/account';
import type { FakeBackend, Table, TypedCalls } from '../backend';

export const asMember =
  <C extends string>(backend: TypedCalls<C>) =>
  <T>(operation: string, body: (memberId: string) => Either<DomainError<C>, T>) =>
    backend.call(operation, () => {
      const m = backend.requireMember();
      return m._tag === 'Left' ? m : body(m.right);
    });

export const asMemberAsync =
  <C extends string>(backend: TypedCalls<C>) =>
  <T>(operation: string, body: (memberId: string) => Promise<Either<DomainError<C>, T>>) =>
    backend.callAsync(operation, async () => {
      const m = backend.requireMember();
      return m._tag === 'Left' ? m : body(m.right);
    });

/** The backend's calls for the account fakes: typed AccountError answers, injected fault codes decoded. */
export const accountCalls = (backend: FakeBackend): TypedCalls<AccountErrorCode | TransportErrorCode> => backend.typed(isAccountErrorCode);

/** The 400 VALIDATION_ERROR a server answers for a refused form, naming each refused field with its message. */
export const invalidFields = (fields: Readonly<Record<string, string | undefined>>) => left(domainError(ErrorCodes.VALIDATION, { status: 400, context: { fields } }));

/** A read of the member's row of a per-member table (`none` when the member has none). */
export const rowOr =
  <T, N>(table: Table<Readonly<Record<string, T>>>, none: N) =>
  (memberId: string) =>
    right(table.read()[memberId] ?? none);

/** Stores `value` as the member's row of a per-member table, and answers it. */
export const saveFor = <T>(table: Table<Readonly<Record<string, T>>>, memberId: string, value: T) => {
  table.update((all) => ({ ...all, [memberId]: value }));
  return right(value);
};
