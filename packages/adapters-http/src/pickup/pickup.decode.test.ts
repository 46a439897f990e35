// The pickup adapters at the boundary, against a stub server: the graph operations by name with the store number
// or the arrival, well-formed answers decoded, malformed ones DECODE_ERROR, never a crash.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSeededIds, ErrorCodes } from '@crema/domain';
import { createHttpClient } from '../client';
import { answer, useTestServer } from '../client/test-server';
import { createHttpPickup } from './pickup';

const server = useTestServer();

const ports = () => createHttpPickup(createHttpClient({ baseUrl: server.baseUrl, locale: 'en-US', ids: createSeededIds(7) }));
const store = { storeNumber: '10003', name: 'Capitol Hill', pickUpOptions: ['16', 'CX'], curbsideAvailability: 'AVAILABLE', checkInSupported: true, addressLine: '1 Pine St' };
const arrival = { pickUpOption: 'CX', storeNumber: '10003', stallNumber: 2, orderToken: 't', displayName: 'Avery' } as const;
const receipt = { arrivalId: 'arrival-1', storeNumber: '10003', stallNumber: 2, arrivedAt: 5 };

describe('pickup over HTTP: the boundary', () => {
  it('asks for a store and checks in by the graph operations, decoding the answers', async () => {
    server.replyJson(200, { data: { pickupStore: store } });
    expect(await answer(ports().stores.getStore('10003'))).toEqual({ _tag: 'Right', right: store });
    server.replyJson(200, { data: { customerArrival: receipt } });
    expect(await answer(ports().arrivals.createCustomerArrival(arrival))).toEqual({ _tag: 'Right', right: receipt });
    expect(server.received.map((r) => JSON.parse(r.body))).toEqual([
      { operationName: 'get-pickup-store', variables: { storeNumber: '10003' } },
      { operationName: 'create-customer-arrival', variables: { arrival } },
    ]);
  });

  it('passes a refusal on with its code', async () => {
    server.replyJson(409, { errors: [{ message: 'CURBSIDE_UNAVAILABLE', extensions: { code: 'CURBSIDE_UNAVAILABLE' } }] });
    const r = await answer(ports().arrivals.createCustomerArrival(arrival));
    expect(r._tag === 'Left' && [r.left.code, r.left.status]).toEqual(['CURBSIDE_UNAVAILABLE', 409]);
  });

  it('makes a malformed answer a DECODE_ERROR', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.jsonValue().map((data) => ({ data })), fc.constant({ data: { pickupStore: { ...store, curbsideAvailability: 'MAYBE' } } }), fc.constant({ data: { pickupStore: { ...store, stallQuantity: 2.5 } } })),
        async (body) => {
          server.replyJson(200, body);
          const r = await answer(ports().stores.getStore('10003'));
          if (r._tag === 'Left') expect(r.left.code).toBe(ErrorCodes.DECODE);
        },
      ),
      { numRuns: 40 },
    );
  });
});
