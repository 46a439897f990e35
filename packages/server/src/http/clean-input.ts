// Every string a request brings (its JSON body, query, path params, the session cookie and the headers the
// server reads) passes the domain's clean-text rule once, here, before any route sees it: a NUL byte, another
// control character or a lone surrogate half is a 400 VALIDATION_ERROR naming the field, never a database
// error (PostgreSQL refuses NUL in text: that was a 500 on a dozen routes). Graph variables are checked by the
// graph endpoint itself (a GET carries them as JSON text, decoded there).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { domainError, ErrorCodes, firstTextProblem, REQUEST_TEXT_MAX, TextMessages, type DomainError, type TextProblem } from '@crema/domain';
import { SESSION_COOKIE } from '../auth/sessions';
import { errorBody } from './failure';
import { GRAPH_PATH } from './graph';

/** Headers whose values reach a route or the database. */
const READ_HEADERS = ['x-request-id', 'idempotency-key'] as const;

/** The refusal of a bad string: VALIDATION_ERROR with the field it was in, as forms already show it. */
export const textProblemError = (p: TextProblem): DomainError => {
  const field = p.path.split('.').filter((s) => s !== '' && !/^\d+$/.test(s)).pop() ?? p.path;
  return domainError(ErrorCodes.VALIDATION, {
    status: 400,
    context: { fields: { [field]: p.problem === 'characters' ? TextMessages.characters : TextMessages.tooLong(REQUEST_TEXT_MAX) } },
  });
};

/** The graph's error shape for the same refusal. */
export const graphTextProblem = (p: TextProblem): { errors: { message: string; extensions: Record<string, unknown> }[] } => {
  const { code, fields } = errorBody(textProblemError(p));
  return { errors: [{ message: code, extensions: { code, ...(fields !== undefined ? { fields } : {}) } }] };
};

const problemOf = (req: FastifyRequest): TextProblem | undefined => {
  const headers = Object.fromEntries(READ_HEADERS.flatMap((h) => (req.headers[h] === undefined ? [] : [[h, req.headers[h]]])));
  const session = req.cookies[SESSION_COOKIE];
  return (
    firstTextProblem(req.params, REQUEST_TEXT_MAX, 'params') ??
    firstTextProblem(req.query, REQUEST_TEXT_MAX, 'query') ??
    firstTextProblem(headers, REQUEST_TEXT_MAX, 'headers') ??
    (session === undefined ? undefined : firstTextProblem(session, REQUEST_TEXT_MAX, 'cookies.session')) ??
    firstTextProblem(req.body, REQUEST_TEXT_MAX, 'body')
  );
};

export const registerCleanInput = (app: FastifyInstance): void => {
  // preValidation: after the body is parsed, before any handler (and before the session lookup reads the cookie).
  app.addHook('preValidation', async (req: FastifyRequest, reply: FastifyReply) => {
    const p = problemOf(req);
    if (p === undefined) return;
    if (req.routeOptions.url === GRAPH_PATH) return reply.status(400).send(graphTextProblem(p));
    return reply.status(400).send(errorBody(textProblemError(p)));
  });
};
