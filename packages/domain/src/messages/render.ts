// A message as it leaves: subject, plain text and HTML for an e-mail, one short text for an SMS. User text (a
// sender's name and message, a recipient's name) is escaped in the HTML and never read as markup.
import type { Money } from '../shared/money';
import type { OutboundMessage } from './message';

export interface RenderedEmail {
  readonly channel: 'email';
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}
export interface RenderedSms {
  readonly channel: 'sms';
  readonly to: string;
  readonly text: string;
}
export type RenderedMessage = RenderedEmail | RenderedSms;

/** The name messages are signed with and sent from. */
export const SENDER_NAME = 'Crema';

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** $12.50: messages are in US dollars, the currency of every amount Crema sells. */
export const formatAmount = (m: Money): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: m.currency }).format(m.amount / 100);

/** One line of text without line breaks (a subject, an SMS): user text cannot add headers or lines. */
const oneLine = (s: string): string => s.replace(/[\r\n\t]+/g, ' ').trim();

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:system-ui,sans-serif;color:#1e3932;max-width:560px;margin:0 auto;padding:16px">${body}` +
  `<p style="color:#5f6b66;font-size:12px">${SENDER_NAME}</p></body></html>`;
const para = (s: string): string => `<p>${escapeHtml(s)}</p>`;
const link = (href: string, label: string): string =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#00704a;color:#fff;padding:10px 18px;border-radius:20px;text-decoration:none">${escapeHtml(label)}</a></p>`;

const email = (to: string, subject: string, text: readonly string[], html: string): RenderedEmail => ({
  channel: 'email',
  to,
  subject: oneLine(subject),
  text: `${text.join('\n\n')}\n\n${SENDER_NAME}\n`,
  html: page(subject, html),
});

export const renderMessage = (m: OutboundMessage): RenderedMessage => {
  switch (m.kind) {
    case 'email-change-code': {
      const lines = [
        `Your Crema code is ${m.code}. It expires in ${m.expiresInMinutes} minutes.`,
        'Enter it to confirm your new e-mail address. If you did not ask for this, ignore this e-mail.',
      ];
      return email(m.to, 'Confirm your new e-mail address', lines, lines.map(para).join(''));
    }
    case 'mfa-phone-code':
      return { channel: 'sms', to: m.to, text: `Your Crema code is ${m.code}. It expires in ${m.expiresInMinutes} minutes.` };
    case 'email-changed-notice': {
      const lines = [`The e-mail address of your Crema account was changed to ${m.newEmail}.`, 'If you did not make this change, contact customer service.'];
      return email(m.to, 'Your Crema e-mail address was changed', lines, lines.map(para).join(''));
    }
    case 'password-changed-notice': {
      const lines = [
        'The password of your Crema account was changed, and you were signed out on your other devices.',
        'If you did not make this change, contact customer service.',
      ];
      return email(m.to, 'Your Crema password was changed', lines, lines.map(para).join(''));
    }
    case 'password-reset': {
      const lines = [
        `Hi ${oneLine(m.firstName)},`,
        `Someone asked to reset the password of your Crema account. The link works once, for ${m.expiresInMinutes} minutes:`,
        m.resetUrl,
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ];
      return email(m.to, 'Reset your Crema password', lines, [para(lines[0]!), para(lines[1]!), link(m.resetUrl, 'Reset password'), para(lines[3]!)].join(''));
    }
    case 'egift-delivery': {
      const amount = formatAmount(m.amount);
      const subject = `${oneLine(m.senderName)} sent you a ${amount} Crema gift card`;
      const lines = [
        `Hi ${oneLine(m.recipientName)},`,
        `${oneLine(m.senderName)} sent you a ${amount} Crema gift card (${m.designName}).`,
        ...(m.message.trim() !== '' ? [`"${m.message}"`] : []),
        `See your gift card and add it to your cards: ${m.claimUrl}`,
      ];
      const html = [
        `<img src="${escapeHtml(m.artUrl)}" alt="${escapeHtml(m.designName)} gift card" width="320" style="border-radius:12px;max-width:100%">`,
        para(lines[0]!),
        para(lines[1]!),
        m.message.trim() !== '' ? `<blockquote style="white-space:pre-wrap">${escapeHtml(m.message)}</blockquote>` : '',
        link(m.claimUrl, 'See your gift card'),
      ].join('');
      return email(m.to, subject, lines, html);
    }
    case 'order-receipt': {
      const subject = `Your Crema order ${m.orderNumber} at ${oneLine(m.storeName)}`;
      const itemLine = (l: (typeof m.lines)[number]): string => `${l.quantity} × ${l.name}${l.details ? ` (${l.details})` : ''}: ${formatAmount(l.price)}`;
      const lines = [
        `Thank you for your order ${m.orderNumber}.`,
        `Pick it up at ${m.storeName}: ${m.pickupTime}.`,
        m.lines.map(itemLine).join('\n'),
        `Total: ${formatAmount(m.total)}, paid with ${m.paidWith}.`,
        ...(m.trackUrl !== undefined ? [`Follow your order: ${m.trackUrl}`] : []),
      ];
      const html = [
        para(lines[0]!),
        para(lines[1]!),
        `<ul>${m.lines.map((l) => `<li>${escapeHtml(itemLine(l))}</li>`).join('')}</ul>`,
        para(lines[3]!),
        m.trackUrl !== undefined ? link(m.trackUrl, 'Track order') : '',
      ].join('');
      return email(m.to, subject, lines, html);
    }
    case 'order-ready': {
      const lines = [`Your order ${m.orderNumber} is ready for pickup at ${m.storeName}.`, ...(m.trackUrl !== undefined ? [m.trackUrl] : [])];
      return email(m.to, `Your Crema order is ready at ${oneLine(m.storeName)}`, lines, para(lines[0]!) + (m.trackUrl !== undefined ? link(m.trackUrl, 'Track order') : ''));
    }
  }
};
