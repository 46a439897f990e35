// Contract suites: what an adapter's call answered, as a value or as an error (a test fails on the other one).
import { firstValueFrom, type Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { DomainError } from './errors';

export const value = async <T>(o: Observable<Either<DomainError, T>>): Promise<T> => {
  const r = await firstValueFrom(o);
  if (r._tag === 'Left') throw new Error(`expected a value, got ${r.left.code}`);
  return r.right;
};

export const error = async <T>(o: Observable<Either<DomainError, T>>): Promise<DomainError> => {
  const r = await firstValueFrom(o);
  if (r._tag === 'Right') throw new Error('expected an error, got a value');
  return r.left;
};
