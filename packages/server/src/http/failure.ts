// A business failure travels as a DomainError; thrown as a DomainFailure from any handler, it answers with
// the spec's code (REST `{ code, message }`, graph `errors[].extensions.code`) and a 4xx status, so the web
// app shows the catalogue's message exactly as it does on the fake.
import { domainError, ErrorCodes, type DomainError } from '@crema/domain';
import type { Either } from 'fp-ts/Either';

/** The code of every 429 the server answers (a per-minute limit, a graph operation's, a viewer's open streams). */
export const TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS';

export class DomainFailure extends Error {
  constructor(readonly error: DomainError) {
    super(error.code);
  }
}

/** The status a failure answers with: its own when it is a 4xx, 500 for anything unexpected, else 400. */
export const statusOf = (e: DomainError): number => {
  if (e.status !== undefined && e.status >= 400 && e.status < 600) return e.status;
  if (e.code === ErrorCodes.UNEXPECTED) return 500;
  if (e.code === ErrorCodes.UNAUTHORIZED) return 401;
  if (e.code === ErrorCodes.NOT_FOUND) return 404;
  return 400;
};

export const fail = (code: string, status: number, serverMessage?: string): never => {
  throw new DomainFailure(domainError(code, { status, ...(serverMessage !== undefined ? { serverMessage } : {}) }));
};

/** The value of a domain answer, or the failure thrown for the error handler. */
export const orFail = <A>(e: Either<DomainError, A>): A => {
  if (e._tag === 'Left') throw new DomainFailure(e.left);
  return e.right;
};

/** The fields a VALIDATION_ERROR names (context.fields: field -> message), for the form to mark; {} when none. */
export const fieldsOf = (e: DomainError): { fields?: Readonly<Record<string, string>> } => {
  const fields = e.context?.['fields'];
  if (typeof fields !== 'object' || fields === null) return {};
  const entries = Object.entries(fields).filter((kv): kv is [string, string] => typeof kv[1] === 'string');
  return entries.length === 0 ? {} : { fields: Object.fromEntries(entries) };
};

export const errorBody = (e: DomainError): { code: string; message?: string; fields?: Readonly<Record<string, string>> } => ({
  code: e.code,
  ...(e.serverMessage !== undefined ? { message: e.serverMessage } : {}),
  ...fieldsOf(e),
});
