// Plain HTTP for the attack suites (packages/server/src/security): what a script would send to a real server
// process with global fetch, no browser and no adapter in between.
import { GRAPH_PATH } from '../http/graph';

export interface Answer {
  readonly status: number;
  /** The refusal's code (REST `code`, graph `errors[0].extensions.code`), when there is one. */
  readonly code: string | undefined;
  /** The parsed JSON answer (null when empty), or its text when it is not JSON. */
  readonly body: unknown;
  readonly headers: Headers;
}

const codeOf = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as { code?: unknown; errors?: { extensions?: { code?: unknown } }[] };
  const code = b.code ?? b.errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
};

/** POST (or another method) with a JSON body; `cookie` and extra headers as given. No Origin: a script sends none. */
export const send = async (base: string, path: string, o: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {}): Promise<Answer> => {
  const r = await fetch(`${base}${path}`, {
    method: o.method ?? 'POST',
    headers: { ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(o.cookie !== undefined ? { cookie: o.cookie } : {}), ...o.headers },
    ...(o.body !== undefined ? { body: JSON.stringify(o.body) } : {}),
  });
  const text = await r.text();
  let body: unknown = text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: r.status, code: codeOf(body), body, headers: r.headers };
};

export const graph = (base: string, operationName: string, variables: Record<string, unknown>, o: { cookie?: string; headers?: Record<string, string> } = {}): Promise<Answer> =>
  send(base, GRAPH_PATH, { body: { operationName, variables }, ...o });

/** Signs in and answers the session cookie ('crema_session=…'); throws when the sign-in is refused. */
export const signIn = async (base: string, email: string, password: string, headers: Record<string, string> = {}): Promise<string> => {
  const a = await send(base, '/apiproxy/v1/account/sign-in', { body: { email, password }, headers });
  const cookie = /crema_session=[^;]+/.exec(a.headers.get('set-cookie') ?? '')?.[0];
  if (a.status !== 200 || cookie === undefined) throw new Error(`sign-in answered ${a.status} ${a.code ?? ''}`);
  return cookie;
};

/** Joins as a new member (a unique e-mail) and answers its e-mail and session cookie. */
export const join = async (base: string, password: string): Promise<{ email: string; cookie: string }> => {
  const email = `attack-${Math.random().toString(36).slice(2)}@example.com`;
  const a = await send(base, '/apiproxy/v1/account/register', { body: { firstName: 'Ada', lastName: 'Attacker', email, password } });
  const cookie = /crema_session=[^;]+/.exec(a.headers.get('set-cookie') ?? '')?.[0];
  if (a.status !== 201 || cookie === undefined) throw new Error(`register answered ${a.status} ${a.code ?? ''}`);
  return { email, cookie };
};

/** How many answers had each status. */
export const countBy = (answers: readonly Answer[]): Record<number, number> => {
  const n: Record<number, number> = {};
  for (const a of answers) n[a.status] = (n[a.status] ?? 0) + 1;
  return n;
};

export const DEMO = { email: 'demo@crema.coffee', password: 'Crema-Demo-2026' } as const;
