// The barcode call: POST a card number, receive an image.
import { describe, expect, it } from 'vitest';
import { createSeededIds, ErrorCodes } from '@crema/domain';
import { createHttpClient } from './index';
import { answer, useTestServer } from './test-server';

const server = useTestServer();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const client = () => createHttpClient({ baseUrl: server.baseUrl, locale: 'en-US', ids: createSeededIds(9) });
const barcode = () => client().blob({ path: '/apiproxy/v1/account/cards/barcode', body: { cardNumber: '6000111122223333' } });

describe('blob', () => {
  it('posts the JSON body with image-first Accept and the usual headers, and yields the image', async () => {
    server.reply(() => ({ status: 200, headers: { 'Content-Type': 'image/png' }, body: PNG }));
    const r = await answer(barcode());
    if (r._tag === 'Left') throw new Error(`expected an image, got ${r.left.code}`);
    expect(r.right.type).toBe('image/png');
    expect(new Uint8Array(await r.right.arrayBuffer())).toEqual(PNG);
    expect(server.received[0]).toMatchObject({
      method: 'POST',
      url: '/apiproxy/v1/account/cards/barcode',
      body: JSON.stringify({ cardNumber: '6000111122223333' }),
      headers: { accept: 'image/*, application/json', 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'en-US' },
    });
    expect(server.received[0]?.headers['x-request-id']).toMatch(/^req-/);
  });

  it('a JSON answer where an image was expected is DECODE_ERROR', async () => {
    server.replyJson(200, { url: 'x' });
    expect(await answer(barcode())).toMatchObject({ left: { code: ErrorCodes.DECODE, context: { reason: 'unexpected content type' } } });
  });

  it('an empty image is DECODE_ERROR', async () => {
    server.reply(() => ({ status: 200, headers: { 'Content-Type': 'image/png' } }));
    expect(await answer(barcode())).toMatchObject({ left: { code: ErrorCodes.DECODE, context: { reason: 'empty body' } } });
  });

  it('failures follow the status rules', async () => {
    server.replyJson(400, { code: '121030', message: 'Card inactive' });
    expect(await answer(barcode())).toMatchObject({ left: { code: '121030', status: 400, serverMessage: 'Card inactive' } });
    server.replyJson(502, {});
    expect(await answer(barcode())).toMatchObject({ left: { code: 'HTTP_502', status: 502 } });
    server.replyJson(404, {});
    expect(await answer(barcode())).toMatchObject({ left: { code: ErrorCodes.NOT_FOUND, status: 404 } });
  });
});
