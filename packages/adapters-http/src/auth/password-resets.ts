// The forgotten-password port over HTTP (our calls: the spec names none). Both answer without a body: the request
// 202 for every address, the reset 204.
import { map } from 'rxjs';
import { map as mapRight } from 'fp-ts/Either';
import * as t from 'io-ts';
import { isAuthErrorCode, type PasswordResets } from '@crema/domain/auth';
import { restValue, typedClient, type HttpClient } from '../client';
import { ACCOUNT_PATH } from './accounts';

export const PASSWORD_FORGOT_PATH = `${ACCOUNT_PATH}/password/forgot`;
export const PASSWORD_RESET_PATH = `${ACCOUNT_PATH}/password/reset`;
const NoBody = t.union([t.undefined, t.null, t.UnknownRecord]);

export const createHttpPasswordResets = (client: HttpClient): PasswordResets => {
  const auth = typedClient(client, isAuthErrorCode);
  return {
    request: (email) => restValue(auth, { method: 'POST', path: PASSWORD_FORGOT_PATH, body: { email }, decoder: NoBody }).pipe(map(mapRight(() => undefined))),
    reset: ({ token, password }) => restValue(auth, { method: 'POST', path: PASSWORD_RESET_PATH, body: { token, password }, decoder: NoBody }).pipe(map(mapRight(() => undefined))),
  };
};
