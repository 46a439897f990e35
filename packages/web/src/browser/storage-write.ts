// A write to web storage as a port's answer: storage that is full or refused (private mode) answers an
// UNEXPECTED error saying what was not kept, and the app goes on without it.
import { of, type Observable } from 'rxjs';
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes, type DomainError, type TransportErrorCode } from '@crema/domain';

export const storageWrite = (notKept: string, write: () => void): Observable<Either<DomainError<TransportErrorCode>, void>> => {
  try {
    write();
    return of(right(undefined));
  } catch {
    return of(left(domainError(ErrorCodes.UNEXPECTED, { context: { detail: notKept } })));
  }
};
