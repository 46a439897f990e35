// Issue #26: one member tried 100 security codes on one card number at 23 a second, then the right code added
// the card. Wrong codes are now counted per card number, across every member and address, each claimed before
// its (slow) check: five wrong in a row pause that card's code checks for 15 minutes (CARD_CODE_ATTEMPTS), the
// right code included, with the catalogue's paused code.
import { describe, expect, it } from 'vitest';
import { CARD_CODE_ATTEMPTS, CARDS_PATH, CardCodes } from '@crema/domain/cards';
import { useServerProcess } from '../test/server-process';
import { countBy, DEMO, join, send, signIn } from '../test/attack-http';

const server = useServerProcess();
// An issued, unregistered card of the catalogue (cards/seed.ts) and its code.
const CARD = { cardNumber: '6104172399003000', securityCode: '30003000' };

describe('security-code guessing on one card number', () => {
  it('20 wrong codes at once from two members: at most five are checked, the rest and then the right code are paused; after 15 minutes the right code adds the card', async () => {
    const demo = await signIn(server.baseUrl, DEMO.email, DEMO.password);
    const other = (await join(server.baseUrl, 'Card-Guessing-Pass-2026')).cookie;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(server.baseUrl, CARDS_PATH, { cookie: i % 2 === 0 ? demo : other, body: { cardNumber: CARD.cardNumber, securityCode: String(10_000_000 + i) } }),
      ),
    );
    const n = countBy(answers);
    expect(Object.keys(n).sort()).toEqual(['400', '423']);
    expect(n[400]).toBeLessThanOrEqual(CARD_CODE_ATTEMPTS.maxFailedAttempts);
    expect(answers.filter((a) => a.status === 400).every((a) => a.code === '121002')).toBe(true);
    expect(answers.filter((a) => a.status === 423).every((a) => a.code === CardCodes.SECURITY_CODE_PAUSED)).toBe(true);

    const right = await send(server.baseUrl, CARDS_PATH, { cookie: other, body: CARD });
    expect([right.status, right.code]).toEqual([423, CardCodes.SECURITY_CODE_PAUSED]);

    await server.advance(CARD_CODE_ATTEMPTS.lockoutMs + 1000);
    expect((await send(server.baseUrl, CARDS_PATH, { cookie: other, body: CARD })).status).toBe(200);
  });
});
