// The boundary: text -> JSON -> io-ts. A malformed or mis-shaped answer becomes DECODE_ERROR, never a throw.
import { left, right, type Either } from 'fp-ts/Either';
import type { Context, Decoder, ValidationError } from 'io-ts';
import { domainError, ErrorCodes, type DomainError } from '@crema/domain';

/** Request details carried in every error's context, for logs. */
export interface CallInfo {
  readonly request: string;
  readonly requestId: string;
  readonly operationName?: string;
}

const typeOf = (u: unknown): string => (u === null ? 'null' : Array.isArray(u) ? 'array' : typeof u);

const pathOf = (context: Context): string =>
  context
    .slice(1)
    .map((entry) => entry.key)
    .filter((key) => key !== '')
    .join('.') || '(root)';

/**
 * io-ts path report that names the path, the expected type and the JS type found, but never the value
 * itself: answers carry card numbers and tokens, and error contexts end up in logs.
 */
export const reportPaths = (errors: readonly ValidationError[]): readonly string[] =>
  errors.map((e) => {
    const last = e.context[e.context.length - 1];
    const expected = last === undefined ? 'unknown' : last.type.name;
    return `${pathOf(e.context)}: expected ${expected}, got ${typeOf(e.value)}`;
  });

export const decodeError = (info: CallInfo, detail: Readonly<Record<string, unknown>>): DomainError =>
  domainError(ErrorCodes.DECODE, { context: { ...info, ...detail } });

/** An empty body is `undefined`; anything else must be JSON. */
export const parseJson = (text: string, info: CallInfo): Either<DomainError, unknown> => {
  if (text.trim() === '') return right(undefined);
  try {
    const value: unknown = JSON.parse(text);
    return right(value);
  } catch (e) {
    return left(decodeError(info, { reason: 'malformed JSON', cause: String(e) }));
  }
};

export const decodeWith = <A>(decoder: Decoder<unknown, A>, value: unknown, info: CallInfo): Either<DomainError, A> => {
  try {
    const result = decoder.decode(value);
    return result._tag === 'Right'
      ? right(result.right)
      : left(decodeError(info, { reason: 'unexpected shape', errors: reportPaths(result.left) }));
  } catch (e) {
    // A hand-written decoder (t.refinement, a custom codec) may throw; that is still a bad answer, not a crash.
    return left(decodeError(info, { reason: 'decoder threw', cause: String(e) }));
  }
};
