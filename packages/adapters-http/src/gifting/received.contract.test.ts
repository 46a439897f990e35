// The ReceivedEgifts conformance suite against the HTTP adapter and a real server process: each fixture buys a real
// e-gift as a fresh member, reads its claim token from the delivery e-mail in the server's test mailbox, and
// claims it as another member through the HTTP card ledger's e-gift load path.
import { firstValueFrom, last, type Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { DomainError } from '@crema/domain';
import { makeAddCardFromToken } from '@crema/domain/cards';
import { todayIn } from '@crema/domain/gifting';
import { describeReceivedEgiftsContract, sampleLine, sampleRequestBase } from '@crema/domain/gifting/contract';
import { useServerProcess } from '../test/server-process';
import { testClient } from '../test/client';
import { createHttpAccounts } from '../auth';
import { createHttpCardLedger } from '../cards';
import { createHttpGifting } from './index';

const server = useServerProcess({ CREMA_AUTH_RATE_PER_MINUTE: '10000', CREMA_GIFT_RATE_PER_MINUTE: '10000' }, 240_000);

const ok = async <T>(o: Observable<Either<DomainError, T>>): Promise<T> => {
  const r = await firstValueFrom(o);
  if (r._tag === 'Left') throw new Error(`answered ${r.left.code}`);
  return r.right;
};

const control = async <T>(path: string): Promise<T> => {
  const r = await fetch(`${server.baseUrl}${path}`, { method: 'POST' });
  if (!r.ok) throw new Error(`${path} answered ${r.status}`);
  return (await r.json()) as T;
};

/** The claim token of the first e-mail to `to` (delivery runs on the server's queue: a few tries). */
const claimTokenSentTo = async (to: string): Promise<string> => {
  for (let i = 0; i < 100; i++) {
    const r = await fetch(`${server.baseUrl}/__test/mailbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await r.json()) as { messages: { text: string }[] };
    const token = /\/gift\/claim#token=([A-Za-z0-9_-]+)/.exec(messages[0]?.text ?? '')?.[1];
    if (token !== undefined) return token;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`no e-gift e-mail to ${to}`);
};

let n = 0;

describeReceivedEgiftsContract('http', async () => {
  const buyer = await control<{ member: { email: string; password: string }; instrumentId: string }>('/__test/gifting/fixture');
  const client = testClient(server.baseUrl);
  await ok(createHttpAccounts(client).signIn(buyer.member));
  const to = `received-${Date.now()}-${++n}@example.com`;
  const day = todayIn(await server.now(), 'UTC');
  const request = { ...sampleRequestBase(`received-contract-${Date.now()}-${n}`, [sampleLine({ deliveryDate: day, recipientEmail: to })]), paymentInstrumentId: buyer.instrumentId };
  await ok(createHttpGifting(client).purchases.purchase(request));
  const token = await claimTokenSentTo(to);
  return {
    port: createHttpGifting(testClient(server.baseUrl)).received,
    token,
    balance: request.egifts[0]?.amount.amount ?? 0,
    claim: async (t) => {
      const { withoutCards } = await control<{ withoutCards: { email: string; password: string } }>('/__test/cards/fixture');
      const member = testClient(server.baseUrl);
      await ok(createHttpAccounts(member).signIn(withoutCards));
      const s = await firstValueFrom(makeAddCardFromToken({ ledger: createHttpCardLedger(member) })(t).pipe(last()));
      if (s.status !== 'ok') throw new Error(`claim answered ${s.status === 'error' ? s.error.code : s.status}`);
    },
  };
});
