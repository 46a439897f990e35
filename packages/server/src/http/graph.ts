// The main graph endpoint (POST /apiproxy/v1/graphql), on graphql-js. Clients send an operation by the
// spec's name and its variables; the server runs its own stored document of that name (persisted
// operations), so no client can send an arbitrary query. Domain-shaped payloads travel as the JSON scalar
// and are decoded with the domain's io-ts codecs on both sides.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildSchema, execute, GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import * as t from 'io-ts';
import { ErrorCodes, firstTextProblem } from '@crema/domain';
import { DomainFailure, fieldsOf, statusOf, TOO_MANY_REQUESTS } from './failure';
import { clientKey, memoryCounters, type Limit, type LimitCounter, type LimitCounters } from './limits';
import { memoByText } from './memo-by-text';
import { createResponseCache, sendCached } from './response-cache';
import { graphTextProblem } from './clean-input';

export const GRAPH_PATH = '/apiproxy/v1/graphql';

export interface GraphContext {
  readonly req: FastifyRequest;
  readonly reply: FastifyReply;
}

export type Resolver = (args: Record<string, unknown>, ctx: GraphContext) => unknown;

/**
 * One capability's share of the graph: SDL extending Query/Mutation, its named operations, its resolvers,
 * per-client limits on some of its operations (calls from one address per window, counted by http/limits.ts; over
 * it: 429 TOO_MANY_REQUESTS),
 * and its public reads: operations whose answer never reads the session (the same for everyone), each with the
 * cache key of its variables (undefined: this call is not cached). Their successful answers are kept, compressed,
 * until the end of the server clock's minute (http/response-cache.ts).
 */
export interface GraphPart {
  readonly sdl: string;
  readonly operations: Readonly<Record<string, string>>;
  readonly resolvers: Readonly<Record<string, Resolver>>;
  readonly limits?: Readonly<Record<string, Limit>>;
  readonly publicReads?: Readonly<Record<string, (variables: Readonly<Record<string, unknown>>) => string | undefined>>;
}

const BASE_SDL = `
  scalar JSON
  type Query { ping: Boolean }
  type Mutation { ping: Boolean }
`;

const Body = t.type({ operationName: t.string, variables: t.union([t.UnknownRecord, t.undefined, t.null]) });

interface Compiled {
  readonly schema: GraphQLSchema;
  readonly documents: ReadonlyMap<string, DocumentNode>;
  readonly rootValue: Record<string, unknown>;
}

export const compileGraph = (parts: readonly GraphPart[]): Compiled => {
  const schema = buildSchema([BASE_SDL, ...parts.map((p) => p.sdl)].join('\n'));
  const documents = new Map<string, DocumentNode>();
  const rootValue: Record<string, unknown> = { ping: () => true };
  for (const part of parts) {
    for (const [name, source] of Object.entries(part.operations)) {
      const doc = parse(source);
      const problems = validate(schema, doc);
      if (problems.length > 0) throw new Error(`graph operation ${name}: ${problems.map((p) => p.message).join('; ')}`);
      documents.set(name, doc);
    }
    for (const [field, resolve] of Object.entries(part.resolvers)) rootValue[field] = resolve;
  }
  return { schema, documents, rootValue };
};

const graphError = (code: string, status: number) => ({ status, body: { errors: [{ message: code, extensions: { code } }] } });

/** `clock`: the server's (the public answers' minutes); `counters`: where the operations' limits count (http/limits.ts). */
export const registerGraph = (app: FastifyInstance, parts: readonly GraphPart[], clock: { now(): number } = { now: Date.now }, counters: LimitCounters = memoryCounters()): void => {
  const { schema, documents, rootValue } = compileGraph(parts);
  const limiters = new Map<string, LimitCounter>(parts.flatMap((p) => Object.entries(p.limits ?? {}).map(([name, limit]) => [name, counters.counter(`graph ${name}`, limit)] as const)));
  const publicReads = new Map(parts.flatMap((p) => Object.entries(p.publicReads ?? {})));
  const answers = createResponseCache();
  /** A call by name and variables, with the key its answer is kept under when it is a public read. */
  const callOf = (operationName: string, variables: Readonly<Record<string, unknown>>): Call => {
    const publicKey = publicReads.get(operationName)?.(variables);
    return { operationName, variables, cacheKey: publicKey === undefined ? undefined : `${operationName}\u0000${publicKey}` };
  };
  const invalid = (reply: FastifyReply): FastifyReply => {
    const e = graphError(ErrorCodes.VALIDATION, 400);
    return reply.status(e.status).send(e.body);
  };
  /** Runs the operation a request names, whichever method brought it. */
  const answer = async (req: FastifyRequest, reply: FastifyReply, { operationName, variables, cacheKey }: Call): Promise<FastifyReply> => {
    // Only a public read's answer is the same for everyone: every other one (a member's data, a write, a refusal) is never kept.
    if (cacheKey === undefined) reply.header('Cache-Control', 'no-store');
    // Every string of the variables, as the edge checks a REST body (http/clean-input.ts): a GET brings them as
    // JSON text, so only here are they strings of their own.
    const unclean = firstTextProblem(variables, undefined, 'variables');
    if (unclean !== undefined) return reply.status(400).send(graphTextProblem(unclean));
    const document = documents.get(operationName);
    if (document === undefined) {
      const e = graphError('UNKNOWN_OPERATION', 400);
      return reply.status(e.status).send(e.body);
    }
    // A limited operation: too many calls from this address in the window answer 429 (the REST limits' code),
    // in the graph's error shape, with Retry-After; every call counts, refused or not.
    const limiter = limiters.get(operationName);
    const taken = limiter === undefined ? undefined : await limiter.take(clientKey(req));
    if (taken?.refused === true) {
      const e = graphError(TOO_MANY_REQUESTS, 429);
      return reply.status(e.status).header('retry-after', String(Math.max(1, Math.ceil(taken.resetMs / 1000)))).send(e.body);
    }
    // A public read asked before in this minute: its kept answer.
    const now = clock.now();
    const kept = cacheKey === undefined ? undefined : answers.get(cacheKey, now);
    if (kept !== undefined) return sendCached(req, reply, kept, true, now);
    const context: GraphContext = { req, reply };
    // Each persisted document holds one operation, run whatever its GraphQL name (the spec's names, such as
    // 'price-order', are not GraphQL names).
    const result = await execute({ schema, document, rootValue, contextValue: context, variableValues: variables });
    if (result.errors === undefined || result.errors.length === 0) {
      if (cacheKey !== undefined) return sendCached(req, reply, await answers.put(cacheKey, now, JSON.stringify({ data: result.data })), false, now);
      return reply.send({ data: result.data });
    }
    // A failure answers with its own status and code; a bug of ours is a 500 with no detail.
    const first = result.errors[0] as GraphQLError;
    const original = first.originalError;
    if (original instanceof DomainFailure) {
      const status = statusOf(original.error);
      const e = { message: original.error.serverMessage ?? original.error.code, extensions: { code: original.error.code, ...fieldsOf(original.error) }, path: first.path };
      return reply.status(status >= 500 ? 500 : status).send({ errors: [e] });
    }
    if (original === undefined || original instanceof GraphQLError || first.path === undefined) {
      // A variable of the wrong type (graphql-js reports it before running anything: no path): the request's fault.
      return invalid(reply);
    }
    req.log.error({ err: original, operationName }, 'graph operation failed');
    const e = graphError(ErrorCodes.UNEXPECTED, 500);
    return reply.status(e.status).send(e.body);
  };

  app.post(GRAPH_PATH, async (req, reply) => {
    const body = Body.decode(req.body);
    if (body._tag === 'Left') return invalid(reply);
    return answer(req, reply, callOf(body.right.operationName, body.right.variables ?? {}));
  });

  // What a URL asks, read once per distinct URL text (the same few menus are asked over and over).
  const askedByUrl = memoByText((_url: string, query: unknown): Call | 'invalid' | 'post only' => {
    const decoded = GetQuery.decode(query);
    if (decoded._tag === 'Left') return 'invalid';
    const { operationName, variables } = decoded.right;
    if (!publicReads.has(operationName)) return documents.has(operationName) ? 'post only' : callOf(operationName, {});
    const parsed = variables === undefined ? {} : variablesOf(variables);
    return parsed === undefined ? 'invalid' : callOf(operationName, parsed);
  });
  // A public read may also be asked by URL (GraphQL over HTTP's GET: ?operationName=...&variables={json}): its
  // answer is the same for everyone, so the browser and its service worker keep it by URL, revalidate it with
  // If-None-Match, and the request has no body to read (a third of a small read's cost on the server). Every other
  // operation, a member's query as much as a mutation, is POST only: 405.
  app.get(GRAPH_PATH, async (req, reply) => {
    const asked = askedByUrl(req.url, req.query);
    if (asked === 'invalid') return invalid(reply);
    if (asked === 'post only') {
      const e = graphError('METHOD_NOT_ALLOWED', 405);
      return reply.status(e.status).header('allow', 'POST').send(e.body);
    }
    return answer(req, reply, asked);
  });
};

interface Call {
  readonly operationName: string;
  readonly variables: Readonly<Record<string, unknown>>;
  /** Where its answer is kept: a public read's only. */
  readonly cacheKey: string | undefined;
}

const GetQuery = t.type({ operationName: t.string, variables: t.union([t.string, t.undefined]) });

/** The variables of a GET, a JSON object's text; undefined when it is not one. */
const variablesOf = (text: string): Readonly<Record<string, unknown>> | undefined => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.freeze(value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};
