// Spec section 7 status rules for failures: which DomainError a non-success status becomes.
import * as t from 'io-ts';
import { domainError, ErrorCodes, httpStatusCode, type DomainError } from '@crema/domain';
import type { CallInfo } from './decode';

/** The error body servers send: `{ code, message }`, both optional. Codes may arrive as numbers (121025). */
const ErrorBody = t.partial({ code: t.union([t.string, t.number]), message: t.string, fields: t.UnknownRecord });

/** A refusal's field messages (`fields`: field -> message; anything not a string is left out), as context.fields. */
export const fieldsContext = (fields: Readonly<Record<string, unknown>> | undefined): { fields?: Readonly<Record<string, string>> } => {
  const entries = Object.entries(fields ?? {}).filter((kv): kv is [string, string] => typeof kv[1] === 'string');
  return entries.length === 0 ? {} : { fields: Object.fromEntries(entries) };
};

export interface ServerDetail {
  readonly code?: string;
  readonly message?: string;
  readonly fields?: Readonly<Record<string, string>>;
}

/** Reads `code` and `message` from an error body; anything unreadable (HTML, empty, wrong shape) gives {}. */
export const readServerDetail = (text: string): ServerDetail => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {};
  }
  const decoded = ErrorBody.decode(json);
  if (decoded._tag === 'Left') return {};
  const { code, message, fields } = decoded.right;
  const codeText = code === undefined ? '' : String(code).trim();
  return {
    ...(codeText !== '' ? { code: codeText } : {}),
    ...(message !== undefined && message.trim() !== '' ? { message } : {}),
    ...fieldsContext(fields),
  };
};

/** The generic code of a status without a server code: 'HTTP_500', 'HTTP_418' (the domain's httpStatusCode). */
export const httpCode = (status: number): string => httpStatusCode(status);

/**
 * A failed status as a DomainError:
 * - 500 and above: generic 'HTTP_5xx' (the server's words stay in context: the user sees the generic text);
 * - 404: NOT_FOUND (the caller chose not to treat it as "none");
 * - other 4xx: the body's code ('121025', 'STORE_CLOSED', ...) and message as serverMessage; without a code,
 *   401 is UNAUTHORIZED and the rest 'HTTP_4xx';
 * - anything else that is not a success (an unfollowed 3xx): generic 'HTTP_3xx'.
 */
export const errorForStatus = (status: number, bodyText: string, info: CallInfo): DomainError => {
  const server = readServerDetail(bodyText);
  const context = {
    ...info,
    ...(server.code !== undefined ? { serverCode: server.code } : {}),
    ...(server.message !== undefined ? { serverMessage: server.message } : {}),
    ...(server.fields !== undefined ? { fields: server.fields } : {}),
  };
  if (status >= 500 || status < 400) return domainError(httpCode(status), { status, context });
  const serverMessage = server.message !== undefined ? { serverMessage: server.message } : {};
  if (status === 404) return domainError(ErrorCodes.NOT_FOUND, { status, ...serverMessage, context });
  const fallback = status === 401 ? ErrorCodes.UNAUTHORIZED : httpCode(status);
  return domainError(server.code ?? fallback, { status, ...serverMessage, context });
};
