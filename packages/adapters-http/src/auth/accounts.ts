// The membership port over HTTP: the server keeps the session in an httpOnly cookie; the answers carry
// only the display profile.
import { map } from 'rxjs';
import { map as mapRight } from 'fp-ts/Either';
import * as t from 'io-ts';
import { CurrentMemberCodec, isAuthErrorCode, MemberProfileCodec, type Accounts } from '@crema/domain/auth';
import { restValue, typedClient, type HttpClient } from '../client';

export const ACCOUNT_PATH = '/apiproxy/v1/account';
/** The client with its errors' codes decoded to the auth codes (an unknown code becomes the typed fallback). */
const authClient = (client: HttpClient) => typedClient(client, isAuthErrorCode);
const NoBody = t.union([t.undefined, t.null, t.UnknownRecord]);

export const createHttpAccounts = (client: HttpClient): Accounts => ({
  signIn: (c) => restValue(authClient(client), { method: 'POST', path: `${ACCOUNT_PATH}/sign-in`, body: { email: c.email, password: c.password }, decoder: MemberProfileCodec }),
  register: (r) =>
    restValue(authClient(client), { method: 'POST', path: `${ACCOUNT_PATH}/register`, body: { firstName: r.firstName, lastName: r.lastName, email: r.email, password: r.password }, decoder: MemberProfileCodec }),
  signOut: () => restValue(authClient(client), { method: 'POST', path: `${ACCOUNT_PATH}/sign-out`, decoder: NoBody }).pipe(map(mapRight(() => undefined))),
  reauthenticate: (password) =>
    restValue(authClient(client), { method: 'POST', path: `${ACCOUNT_PATH}/reauthenticate`, body: { password }, decoder: NoBody }).pipe(map(mapRight(() => undefined))),
  current: () => restValue(authClient(client), { method: 'GET', path: `${ACCOUNT_PATH}/session`, decoder: CurrentMemberCodec }).pipe(map(mapRight((r) => r.member))),
});
