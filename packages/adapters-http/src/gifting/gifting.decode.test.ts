// The gifting adapters at the boundary, against a stub server: each call goes where the spec says (the status
// poll names its purchase in X-Request-ID), a well-formed answer decodes into the domain's type, and a random,
// truncated or mis-shaped answer (or one about another request id) is DECODE_ERROR, never a crash.
import { describe, expect, it } from 'vitest';
import { createSeededIds, ErrorCodes } from '@crema/domain';
import type { GiftPurchaseRequest } from '@crema/domain/gifting';
import { sampleDesign, sampleLine, sampleRequestBase } from '@crema/domain/gifting/contract';
import { createHttpClient } from '../client';
import { answer, decodedCallProperties, useTestServer, type DecodedCall } from '../client/test-server';
import { createHttpGifting } from './index';

const server = useTestServer();

const ports = () => createHttpGifting(createHttpClient({ baseUrl: server.baseUrl, locale: 'en-US', ids: createSeededIds(5) }));

const design = sampleDesign;
const catalog = { locale: 'en-US', categories: [{ urn: design.category.urn, name: 'Thank you', eGifts: [design] }] };
const request: GiftPurchaseRequest = { ...sampleRequestBase('gift-1', [sampleLine({ message: '' })]), paymentInstrumentToken: 'tok_1' };

const calls: readonly DecodedCall[] = [
  { name: 'gift catalog', call: () => ports().catalog.getCatalog('en-US'), body: { data: { gift: catalog } }, yields: catalog },
  { name: 'gift card', call: () => ports().catalog.getGiftCard('11000101', 'en-US'), body: { data: { giftCard: design } }, yields: design },
  { name: 'gift purchase', call: () => ports().purchases.purchase(request), body: { requestId: 'gift-1', delay: 2000 }, yields: { requestId: 'gift-1', delayMs: 2000 } },
  { name: 'purchase status (done)', call: () => ports().purchases.status('gift-1'), body: { orderNumber: 'EG1' }, yields: { status: 'success', orderNumber: 'EG1' } },
  { name: 'purchase status (pending)', call: () => ports().purchases.status('gift-1'), body: { data: { context: { code: 'EPROMISERETRY' } } }, yields: { status: 'pending', code: 'EPROMISERETRY' } },
];

decodedCallProperties(server, calls);

describe('what the gifting calls send and how refusals come back', () => {
  it('posts the purchase to /apiproxy/v1/gift/gift-purchase; an answer about another request id is DECODE_ERROR', async () => {
    server.replyJson(200, { requestId: 'someone-else', delay: 0 });
    expect(await answer(ports().purchases.purchase(request))).toMatchObject({ _tag: 'Left', left: { code: ErrorCodes.DECODE } });
    expect(server.received[0]?.url).toBe('/apiproxy/v1/gift/gift-purchase');
    expect(JSON.parse(server.received[0]?.body ?? '{}')).toEqual(request);
  });

  it("polls with the purchase's request id as X-Request-ID and the spec's optional query", async () => {
    server.replyJson(202, { data: { context: { code: 'EPROMISERETRY' } } });
    await answer(ports().purchases.status('gift-42', { zeroRetries: true, individualGiftAmount: 2500, egiftProductNumber: '11000101', numberOfGifts: 2, paymentType: 'visa' }));
    expect(server.received[0]?.headers['x-request-id']).toBe('gift-42');
    expect(server.received[0]?.url).toBe('/apiproxy/v1/gift/gift-purchase-status?zero-retries=true&individualGiftAmount=2500&egiftProductNumber=11000101&numberOfGifts=2&paymentType=visa');
  });

  it("keeps the server's codes: a refusal, a status the purchase failed with, a missing purchase", async () => {
    server.replyJson(400, { code: '170046' });
    expect(await answer(ports().purchases.purchase(request))).toMatchObject({ left: { code: '170046', status: 400 } });
    server.replyJson(200, { data: { context: { code: '170043' } } });
    expect(await answer(ports().purchases.status('gift-1'))).toMatchObject({ left: { code: '170043', context: { requestId: 'gift-1' } } });
    server.replyJson(404, { code: 'NOT_FOUND' });
    expect(await answer(ports().purchases.status('gift-1'))).toMatchObject({ left: { code: ErrorCodes.NOT_FOUND } });
  });
});
