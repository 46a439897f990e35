// Member data (the account calls under /apiproxy/v1/account/, its session and sign-in included; the cards keep
// their own caching) is never kept by the browser or the service worker's HTTP cache: `Cache-Control: no-store`.
// The hook is added to those routes only, as each is registered, so no other request runs it (a global onSend
// hook is one more step on every hot public read).
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';

const MEMBER_DATA = '/apiproxy/v1/account/';
const OWN_CACHING = '/apiproxy/v1/account/cards';

const isMemberDataPath = (url: string): boolean => url.startsWith(MEMBER_DATA) && !url.startsWith(OWN_CACHING);

const noStore = (_req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void): void => {
  reply.header('Cache-Control', 'no-store');
  done(null, payload);
};

/** Call before any route is registered: routes registered earlier are not seen. */
export const registerMemberDataNoStore = (app: FastifyInstance): void => {
  app.addHook('onRoute', (route) => {
    if (!isMemberDataPath(route.url)) return;
    const own: onSendHookHandler[] = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? [...route.onSend] : [route.onSend];
    route.onSend = [...own, noStore as onSendHookHandler];
  });
};
