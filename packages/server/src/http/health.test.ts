// A balancer's two questions: is the process alive (/healthz), and can it serve (/readyz: its database answers).
import { describe, expect, it } from 'vitest';
import { testApp } from '../test/app';

describe('health', () => {
  it('answers alive and ready, never cached; not ready once its database is gone, while still alive', async () => {
    const t = await testApp();
    try {
      const alive = await t.app.inject({ url: '/healthz' });
      const ready = await t.app.inject({ url: '/readyz' });
      expect([alive.statusCode, alive.json(), alive.headers['cache-control']]).toEqual([200, { status: 'ok' }, 'no-store']);
      expect([ready.statusCode, ready.json(), ready.headers['cache-control']]).toEqual([200, { status: 'ready' }, 'no-store']);
      await t.ctx.db.destroy();
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(503);
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });
});
