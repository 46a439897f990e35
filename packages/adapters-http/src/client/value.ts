// The common case of a REST call: its decoded body as the port's answer (a 404-as-none or a 304 has no body
// here, so a call that expects a body treats them as a decode error).
import { map, type Observable } from 'rxjs';
import { chainW, left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes, type DomainError } from '@crema/domain';
import type { HttpClient, RestRequest, RestResult } from './types';

const bodyOf = <A>(r: RestResult<A>): Either<DomainError<typeof ErrorCodes.DECODE>, A> =>
  r.kind === 'ok' || r.kind === 'partial' ? right(r.data) : left(domainError(ErrorCodes.DECODE, { status: r.status, context: { reason: 'no body' } }));

export const restValue = <A, C extends string>(client: HttpClient<C>, request: RestRequest<A>): Observable<Either<DomainError<C | typeof ErrorCodes.DECODE>, A>> =>
  client.rest(request).pipe(map(chainW(bodyOf)));
