// No API answer that may carry a member's data is kept by the browser, a shared cache or the service worker's HTTP
// cache: every API route's answer gets `Cache-Control: no-store` unless its route says otherwise, and only the
// answers that are the same for everyone do (places and artwork with `public, max-age`; the kept public reads with
// `public, max-age=0, s-maxage=<the rest of their minute>`: response-cache.ts). Default-deny:
// a new member route is covered without a list to keep. The graph endpoint (one route for public and member
// operations) sets its own per operation (graph.ts). The service worker's offline copies of member reads
// (web/src/offline/reads.ts) are its Cache Storage, which keeps a 200 whatever its Cache-Control: unchanged.
// The hook is added to those routes only, as each is registered, so no other request runs it.
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { isApiPath } from './api-prefix';
import { GRAPH_PATH } from './graph';

/**
 * An answer with an ETag and no Cache-Control is a public read from the response cache (response-cache.ts
 * sendCached: the same for everyone), which the browser keeps and revalidates with If-None-Match: left so.
 */
const noStoreUnlessSet = (_req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void): void => {
  if (!reply.hasHeader('cache-control') && !reply.hasHeader('etag')) reply.header('Cache-Control', 'no-store');
  done(null, payload);
};

/** Call before any route is registered: routes registered earlier are not seen. */
export const registerMemberDataNoStore = (app: FastifyInstance): void => {
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url) || route.url === GRAPH_PATH) return;
    const own: onSendHookHandler[] = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? [...route.onSend] : [route.onSend];
    route.onSend = [...own, noStoreUnlessSet as onSendHookHandler];
  });
};
