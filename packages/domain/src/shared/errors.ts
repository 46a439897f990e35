// Errors are values: every port answers Either<DomainError, T>; nothing in the domain throws for a business failure.
export interface DomainError {
  readonly _tag: 'DomainError';
  /** A code of the spec's catalogues ('121025', 'STORE_CLOSED', '170046', ...) or a transport code below. */
  readonly code: string;
  /** HTTP-like status where one is known (404, 500, ...). */
  readonly status?: number;
  /** A server-provided message; where the catalogue allows it, it overrides the catalogue text. */
  readonly serverMessage?: string;
  /** Extra detail for logs and for flows that need it (e.g. the next pickup slot). */
  readonly context?: Readonly<Record<string, unknown>>;
}

export const domainError = (
  code: string,
  extras: { status?: number; serverMessage?: string; context?: Readonly<Record<string, unknown>> } = {},
): DomainError => ({ _tag: 'DomainError', code, ...extras });

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

// The spec names an "unexpected error" without giving its words; these are ours.
export const UNEXPECTED_ERROR_TITLE = 'Something went wrong';
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again later.';
export const GENERIC_ERROR_MESSAGE = UNEXPECTED_ERROR_MESSAGE;
