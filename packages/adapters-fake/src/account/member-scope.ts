// Runs a fake server operation for the signed-in member (401 UNAUTHORIZED otherwise).
import type { Either } from 'fp-ts/Either';
import type { DomainError } from '@crema/domain';
import type { FakeBackend } from '../backend';

export const asMember =
  (backend: FakeBackend) =>
  <T>(operation: string, body: (memberId: string) => Either<DomainError, T>) =>
    backend.call(operation, () => {
      const m = backend.requireMember();
      return m._tag === 'Left' ? m : body(m.right);
    });

export const asMemberAsync =
  (backend: FakeBackend) =>
  <T>(operation: string, body: (memberId: string) => Promise<Either<DomainError, T>>) =>
    backend.callAsync(operation, async () => {
      const m = backend.requireMember();
      return m._tag === 'Left' ? m : body(m.right);
    });
