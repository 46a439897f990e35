// The account capability's REST calls (ours: the spec shows the account routes, not their calls), under
// /apiproxy/v1/account. Every call needs the member's session (401 otherwise) and acts for that member only;
// requests are decoded with the domain's codecs. The e-mail change, the password change and the multi-factor
// phone (adding one included) also need a fresh re-authentication of this session on the server's clock
// (403 MFA_REQUIRED otherwise): the browser's own guard is a convenience, this is the rule.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AccountPaths,
  CodeBodyCodec,
  CommunicationPreferencesCodec,
  DeletionBodyCodec,
  EmailChangeBodyCodec,
  MfaPhoneBodyCodec,
  PartnerNumberBodyCodec,
  PasswordChangeBodyCodec,
  PersonalDetailsInputCodec,
  ProfileInputCodec,
} from '@crema/domain/account';
import type { Decoder } from 'io-ts';
import type { ServerContext } from '../context';
import { decodeOr400 } from '../http/decode';
import { perMinuteRoute } from '../http/limits';
import { requireFreshMfa, requireMember } from '../auth/sessions';
import { createAccountService } from './service';

export const registerAccount = (app: FastifyInstance, ctx: ServerContext): undefined => {
  const account = createAccountService(ctx);
  const member = (req: FastifyRequest): string => requireMember(req).session.memberId;
  const fresh = (req: FastifyRequest) => requireFreshMfa(req, ctx.clock, ctx.config.mfaFreshForMs);
  /** A call with a body: who is asking is checked first (401, 403), then the body is decoded (400). */
  const withBody =
    <B>(who: (req: FastifyRequest) => string, codec: Decoder<unknown, B>, act: (memberId: string, body: B) => Promise<unknown>) =>
    async (req: FastifyRequest) => {
      const m = who(req);
      return act(m, decodeOr400(codec, req.body));
    };
  const freshMember = (req: FastifyRequest): string => fresh(req).session.memberId;
  // Sending a code is limited per member (CREMA_CODE_RATE_PER_MINUTE, default 10 a minute; by address when no
  // one is signed in): each new code comes with a fresh set of guesses, so unlimited sends would undo the
  // attempt limit of each code. Counted after the session is read (preHandler), so the key is the member.
  const codeSendLimit = perMinuteRoute('CREMA_CODE_RATE_PER_MINUTE', 10, { hook: 'preHandler', keyGenerator: (req: FastifyRequest) => req.signedIn?.session.memberId ?? req.ip });

  app.get(AccountPaths.personal, async (req) => account.personal(member(req)));
  app.put(AccountPaths.personal, withBody(member, PersonalDetailsInputCodec, account.updatePersonal));

  app.get(AccountPaths.profile, async (req) => account.profile(member(req)));
  app.put(AccountPaths.profile, withBody(member, ProfileInputCodec, account.updateProfile));

  app.get(AccountPaths.partner, async (req) => ({ link: await account.partnerLink(member(req)) }));
  app.post(AccountPaths.partner, withBody(member, PartnerNumberBodyCodec, (m, b) => account.linkPartner(m, b.partnerNumber)));
  app.delete(AccountPaths.partner, async (req) => ({ link: await account.unlinkPartner(member(req)) }));

  app.get(AccountPaths.preferences, async (req) => account.preferences(member(req)));
  app.put(AccountPaths.preferences, withBody(member, CommunicationPreferencesCodec, account.updatePreferences));

  app.post(AccountPaths.emailChangeCode, codeSendLimit, withBody(freshMember, EmailChangeBodyCodec, (m, b) => account.requestEmailCode(m, b.newEmail)));
  app.post(AccountPaths.emailChangeConfirm, withBody(freshMember, CodeBodyCodec, (m, b) => account.confirmEmail(m, b.code)));

  app.post(AccountPaths.password, async (req, reply) => {
    const signedIn = fresh(req);
    await account.changePassword(signedIn, decodeOr400(PasswordChangeBodyCodec, req.body));
    return reply.status(204).send();
  });

  app.get(AccountPaths.privacy, async (req) => account.privacy(member(req)));
  app.post(AccountPaths.dataDownload, async (req) => account.requestDataDownload(member(req)));
  app.get(AccountPaths.dataExport, async (req) => account.downloadDataExport(member(req)));
  app.post(AccountPaths.deletion, withBody(member, DeletionBodyCodec, (m, b) => account.requestDeletion(m, b.confirmation)));
  app.delete(AccountPaths.deletion, async (req) => account.cancelDeletion(member(req)));

  app.get(AccountPaths.mfaPhone, async (req) => account.mfaPhone(member(req)));
  app.post(AccountPaths.mfaPhoneCode, codeSendLimit, withBody(freshMember, MfaPhoneBodyCodec, (m, b) => account.requestMfaCode(m, b.phoneNumber)));
  app.post(AccountPaths.mfaPhoneConfirm, withBody(freshMember, CodeBodyCodec, (m, b) => account.confirmMfa(m, b.code)));

  app.get(AccountPaths.orderHistory, async (req) => account.orderHistory(member(req)));
  app.get(AccountPaths.egiftHistory, async (req) => account.egiftHistory(member(req)));
  return undefined;
};
