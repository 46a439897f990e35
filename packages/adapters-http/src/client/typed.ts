// A capability's view of the HTTP client: the wire's error codes decoded to the capability's own codes or a
// transport code (an unknown code becomes the typed fallback, see decodeErrorCode), never cast.
import { map, type Observable } from 'rxjs';
import { mapLeft, type Either } from 'fp-ts/Either';
import { decodeDomainError, type DomainError, type TransportErrorCode } from '@crema/domain';
import type { HttpClient } from './types';

/** An rxjs operator: the answer's error, if any, with its code decoded by `isCode`. */
export const typedErrors =
  <C extends string>(isCode: (code: string) => code is C) =>
  <A>(answer: Observable<Either<DomainError, A>>): Observable<Either<DomainError<C | TransportErrorCode>, A>> =>
    answer.pipe(map(mapLeft(decodeDomainError(isCode))));

export const typedClient = <C extends string>(client: HttpClient, isCode: (code: string) => code is C): HttpClient<C | TransportErrorCode> => {
  const typed = typedErrors(isCode);
  return {
    rest: (request) => typed(client.rest(request)),
    graph: (operationName, variables, decoder, options) => typed(client.graph(operationName, variables, decoder, options)),
    blob: (request) => typed(client.blob(request)),
  };
};
