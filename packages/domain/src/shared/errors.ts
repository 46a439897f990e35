// Errors are values: every port answers Either<SomeCapabilityError, T>; nothing in the domain throws for a business failure.
// A capability's error is DomainError<ItsCode | TransportErrorCode>: a switch over its codes is checked by the compiler.
export interface DomainError<C extends string = string> {
  readonly _tag: 'DomainError';
  /** A code of the spec's catalogues ('121025', 'STORE_CLOSED', '170046', ...) or a transport code below. */
  readonly code: C;
  /** HTTP-like status where one is known (404, 500, ...). */
  readonly status?: number;
  /** A server-provided message; where the catalogue allows it, it overrides the catalogue text. */
  readonly serverMessage?: string;
  /** Extra detail for logs and for flows that need it (e.g. the next pickup slot). */
  readonly context?: Readonly<Record<string, unknown>>;
}

export interface DomainErrorExtras {
  status?: number;
  serverMessage?: string;
  context?: Readonly<Record<string, unknown>>;
}

export const domainError = <C extends string>(code: C, extras: DomainErrorExtras = {}): DomainError<C> => ({ _tag: 'DomainError', code, ...extras });

export const isDomainError = (u: unknown): u is DomainError =>
  typeof u === 'object' && u !== null && (u as { _tag?: unknown })._tag === 'DomainError';

/** Transport and generic codes shared by every capability. */
export const ErrorCodes = {
  UNEXPECTED: 'UNEXPECTED_ERROR',
  NOT_FOUND: 'NOT_FOUND',
  NETWORK: 'NETWORK_ERROR',
  TIMEOUT: 'TIMEOUT',
  /** A server answer that did not match the expected shape. */
  DECODE: 'DECODE_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  VALIDATION: 'VALIDATION_ERROR',
} as const;

/** A status-only failure without a server code: 'HTTP_500', 'HTTP_418'. */
export type HttpStatusErrorCode = `HTTP_${number}`;
/** The code of a failure that has a status and no code of its own (any backend, any transport). */
export const httpStatusCode = (status: number): HttpStatusErrorCode => `HTTP_${status}`;

/** The transport and generic codes every capability's error may carry besides its own. */
export type TransportErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes] | HttpStatusErrorCode;

/** The values of an `as const` code table, as a union: CodesOf<typeof AccountCodes>. */
export type CodesOf<T extends Readonly<Record<string, string>>> = T[keyof T];

const TRANSPORT_CODES: ReadonlySet<string> = new Set(Object.values(ErrorCodes));
const HTTP_STATUS_CODE = /^HTTP_\d{3}$/;

export const isTransportErrorCode = (code: string): code is TransportErrorCode => TRANSPORT_CODES.has(code) || HTTP_STATUS_CODE.test(code);

/** A type guard for the codes of one or more `as const` code tables (own values only). */
export const codeGuard = <C extends string>(...tables: readonly Readonly<Record<string, C>>[]): ((code: string) => code is C) => {
  const known: ReadonlySet<string> = new Set(tables.flatMap((t) => Object.values(t)));
  return (code: string): code is C => known.has(code);
};

/**
 * A code read from outside (a server's answer, an injected fault, storage) as one of a capability's codes:
 * its own or a transport code as is; anything else the typed fallback: 'HTTP_<status>' for a 4xx/5xx status
 * (what a status without a known code already means), else UNEXPECTED_ERROR. Never a cast.
 */
export const decodeErrorCode = <C extends string>(isCode: (code: string) => code is C, raw: unknown, status?: number): C | TransportErrorCode => {
  const code = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (isCode(code) || isTransportErrorCode(code)) return code;
  return status !== undefined && Number.isInteger(status) && status >= 400 && status <= 599 ? httpStatusCode(status) : ErrorCodes.UNEXPECTED;
};

/** An error whose code came from outside, as a capability's typed error; an unknown code is kept in context.wireCode. */
export const decodeDomainError =
  <C extends string>(isCode: (code: string) => code is C) =>
  (e: DomainError): DomainError<C | TransportErrorCode> => {
    const code = decodeErrorCode(isCode, e.code, e.status);
    return code === e.code ? { ...e, code } : { ...e, code, context: { ...e.context, wireCode: e.code } };
  };

// The spec names an "unexpected error" without giving its words; these are ours.
export const UNEXPECTED_ERROR_TITLE = 'Something went wrong';
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again later.';
export const GENERIC_ERROR_MESSAGE = UNEXPECTED_ERROR_MESSAGE;
