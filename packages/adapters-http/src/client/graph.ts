// The graph endpoint's answer: `{ data, errors }`. An `errors` array wins over any data that came with it.
import * as t from 'io-ts';
import { chain, left, type Either } from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { domainError, ErrorCodes, type DomainError } from '@crema/domain';
import { decodeWith, parseJson, type CallInfo } from './decode';
import { errorForStatus, fieldsContext } from './status';
import type { RawAnswer } from './transport';

/**
 * Spec section 7 calls it "the main graph endpoint" and does not show its path. Ours: beside the REST
 * calls under the same proxy prefix, so the same same-origin proxy and cookies serve both.
 */
export const GRAPH_PATH = '/apiproxy/v1/graphql';

// Every field optional: a server's odd error entry still becomes an error, never a decode failure.
const GraphError = t.partial({
  message: t.string,
  extensions: t.partial({ code: t.union([t.string, t.number]), fields: t.UnknownRecord }),
  path: t.array(t.union([t.string, t.number])),
});
type GraphError = t.TypeOf<typeof GraphError>;

const Envelope = t.partial({ data: t.unknown, errors: t.array(GraphError) });

/** Messages that are themselves codes ('STORE_CLOSED', '561007') are used as the code. */
const CODE_LIKE = /^(?:[A-Z][A-Z0-9_]*|\d+)$/;

/** `status` only for an error answer that was not a 2xx. */
export const graphErrorToDomain = (errors: readonly GraphError[], info: CallInfo, status?: number): DomainError => {
  const first = errors[0] ?? {};
  const message = first.message?.trim() ?? '';
  const extCode = first.extensions?.code;
  const fromExtensions = extCode === undefined ? '' : String(extCode).trim();
  const messageIsCode = CODE_LIKE.test(message);
  const code = fromExtensions !== '' ? fromExtensions : messageIsCode ? message : ErrorCodes.UNEXPECTED;
  // A message that only repeats a code is not words for a person: keep it out of serverMessage.
  const serverMessage = message !== '' && !messageIsCode ? { serverMessage: message } : {};
  return domainError(code, {
    ...(status !== undefined ? { status } : {}),
    ...serverMessage,
    context: {
      ...info,
      graphErrors: errors.length,
      ...fieldsContext(first.extensions?.fields),
      ...(first.path !== undefined ? { graphPath: first.path.join('.') } : {}),
    },
  });
};

const graphErrorsIn = (text: string): readonly GraphError[] => {
  try {
    const decoded = Envelope.decode(JSON.parse(text));
    return decoded._tag === 'Right' ? (decoded.right.errors ?? []) : [];
  } catch {
    return [];
  }
};

export const interpretGraph = <A>(raw: RawAnswer, decoder: t.Decoder<unknown, A>, info: CallInfo): Either<DomainError, A> => {
  const { status, text } = raw;
  if (status < 200 || status >= 300) {
    // A 4xx with a graph `errors` body (a rejected query) speaks the graph's codes; anything else follows the REST rules.
    const errors = status < 500 ? graphErrorsIn(text) : [];
    return left(errors.length > 0 ? graphErrorToDomain(errors, info, status) : errorForStatus(status, text, info));
  }
  return pipe(
    parseJson(text, info),
    chain((json) => decodeWith(Envelope, json, info)),
    chain((envelope) =>
      envelope.errors !== undefined && envelope.errors.length > 0
        ? left(graphErrorToDomain(envelope.errors, info))
        : decodeWith(decoder, envelope.data, info),
    ),
  );
};
