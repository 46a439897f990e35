// Spec section 7 status rules for REST answers, as a pure function of what came back.
import { chain, left, map, right, type Either } from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { domainError, ErrorCodes, type DomainError } from '@crema/domain';
import { decodeWith, decodeError, parseJson, type CallInfo } from './decode';
import { errorForStatus } from './status';
import type { RawAnswer } from './transport';
import type { BlobRequest, RestRequest, RestResult } from './types';

export const interpretRest = <A>(raw: RawAnswer, request: RestRequest<A>, info: CallInfo): Either<DomainError, RestResult<A>> => {
  const { status, text } = raw;
  if (status === 304) return right({ kind: 'empty', status: 304 });
  if (status === 404 && request.notFoundAs === 'none') return right({ kind: 'none', status: 404 });
  if (status < 200 || status >= 300) return left(errorForStatus(status, text, info));
  return pipe(
    parseJson(text, info),
    chain((json) => decodeWith(request.decoder, json, info)),
    map((data): RestResult<A> => (status === 206 ? { kind: 'partial', status: 206, partial: true, data } : { kind: 'ok', status, data })),
  );
};

export const interpretBlob = (raw: RawAnswer, request: BlobRequest, info: CallInfo): Either<DomainError, Blob> => {
  const { status, text, blob, contentType } = raw;
  if (status < 200 || status >= 300) return left(errorForStatus(status, text, info));
  const prefix = request.contentTypePrefix ?? 'image/';
  if (blob === undefined || blob.size === 0) return left(decodeError(info, { reason: 'empty body', contentType }));
  if (!contentType.toLowerCase().startsWith(prefix)) return left(decodeError(info, { reason: 'unexpected content type', contentType }));
  return right(blob);
};

/** A bug of ours while interpreting an answer is still a value, never a crash of the stream. */
export const unexpected = (info: CallInfo, e: unknown): DomainError =>
  domainError(ErrorCodes.UNEXPECTED, { context: { ...info, cause: String(e) } });

/** The data of an answer, or `absent` for "none" (404 as no results) and "empty" (304). */
export const dataOr = <A>(result: RestResult<A>, absent: A): A =>
  result.kind === 'ok' || result.kind === 'partial' ? result.data : absent;
