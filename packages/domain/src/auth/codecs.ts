// The wire shapes of membership calls, one codec each: the HTTP adapter decodes the server's answers with
// them and the server decodes the browser's requests with the same ones.
import * as t from 'io-ts';

export const MemberProfileCodec = t.type({ memberId: t.string, email: t.string, firstName: t.string, lastName: t.string });
export const CredentialsCodec = t.type({ email: t.string, password: t.string });
export const RegistrationCodec = t.type({ firstName: t.string, lastName: t.string, email: t.string, password: t.string });
export const ReauthenticationCodec = t.type({ password: t.string });
/** GET session: who the server says is signed in on this device. */
export const CurrentMemberCodec = t.type({ member: t.union([MemberProfileCodec, t.null]) });
/** A forgotten password: the address a link is asked for, then the link's token with the new password. */
export const PasswordResetRequestCodec = t.type({ email: t.string });
export const PasswordResetCodec = t.type({ token: t.string, password: t.string });
