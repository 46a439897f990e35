// Outbound messages read as the domain says, and user text (a sender's name and message, a recipient's name) can
// neither add markup to the HTML nor lines to a subject.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../shared/money';
import type { OutboundMessage } from './message';
import { escapeHtml, formatAmount, renderMessage } from './render';

const userText = fc.string({ unit: fc.constantFrom('<', '>', '&', '"', "'", 'a', ' ', '\n', '\r', 's', 'c', 'r', 'i', 'p', 't', '/', '=') });
const gift = (senderName: string, message: string, recipientName: string): OutboundMessage => ({
  kind: 'egift-delivery',
  to: 'friend@example.test',
  recipientName,
  senderName,
  message,
  amount: money(2500),
  designName: 'Holiday Cheer',
  artUrl: 'https://crema.example/art/holiday.png',
  claimUrl: 'https://crema.example/gift/claim#token=abc',
});

/** The HTML with its escaped entities and known tags taken out: what is left must hold no '<' or '>'. */
const markupLeft = (html: string): string =>
  html.replace(/<\/?(?:!doctype html|html|head|meta|title|body|p|a|img|blockquote|ul|li)\b[^<>]*>/gi, '');

describe('rendering outbound messages', () => {
  it('escapes user text in the HTML and keeps subjects on one line, whatever the sender writes', () => {
    fc.assert(
      fc.property(userText, userText, userText, (senderName, message, recipientName) => {
        const r = renderMessage(gift(senderName, message, recipientName));
        if (r.channel !== 'email') throw new Error('an e-gift is an e-mail');
        expect(markupLeft(r.html)).not.toMatch(/[<>]/);
        expect(r.subject).not.toMatch(/[\r\n]/);
        if (message.trim() !== '') expect(r.html).toContain(escapeHtml(message));
        expect(r.text).toContain('https://crema.example/gift/claim#token=abc');
        expect(r.subject).toContain(formatAmount(money(2500)));
      }),
    );
  });

  it('says what each kind carries: the code, the link, the amount, the items and total', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}$/), fc.integer({ min: 1, max: 60 }), (code, minutes) => {
        const mail = renderMessage({ kind: 'email-change-code', to: 'a@example.test', code, expiresInMinutes: minutes });
        const sms = renderMessage({ kind: 'mfa-phone-code', to: '206-555-0100', code, expiresInMinutes: minutes });
        expect(mail.text).toContain(`Your Crema code is ${code}. It expires in ${minutes} minutes.`);
        expect(sms).toEqual({ channel: 'sms', to: '206-555-0100', text: `Your Crema code is ${code}. It expires in ${minutes} minutes.` });
      }),
    );
    const reset = renderMessage({ kind: 'password-reset', to: 'a@example.test', firstName: 'Ana', resetUrl: 'https://crema.example/account/reset-password#token=t', expiresInMinutes: 30 });
    expect(reset.text).toContain('https://crema.example/account/reset-password#token=t');
    expect(reset.channel === 'email' && reset.html).toContain('href="https://crema.example/account/reset-password#token=t"');
    const receipt = renderMessage({
      kind: 'order-receipt',
      to: 'a@example.test',
      orderNumber: 'AB12CD34',
      storeName: '1st & Pike',
      pickupTime: 'ready in about 5-9 mins',
      lines: [{ name: 'Caffè Latte', quantity: 2, price: money(990) }],
      total: money(1190),
      paidWith: 'Visa ending in 4242',
    });
    expect(receipt.channel === 'email' && receipt.subject).toBe('Your Crema order AB12CD34 at 1st & Pike');
    expect(receipt.text).toContain('Pick it up at 1st & Pike: ready in about 5-9 mins.');
    expect(receipt.text).toContain('2 × Caffè Latte: $9.90');
    expect(receipt.text).toContain('Total: $11.90, paid with Visa ending in 4242.');
    expect(receipt.channel === 'email' && receipt.html).toContain('1st &amp; Pike');
  });
});
