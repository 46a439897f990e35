// Health for a process manager or a load balancer: /healthz answers while the process lives; /readyz answers
// once the database answers (migrations ran before the app was built), 503 otherwise, so a balancer sends
// traffic only to a process that can serve it. Neither reads a cookie nor is cached.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';

export const registerHealth = (app: FastifyInstance, db: Db): void => {
  app.get('/healthz', (_req, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await sql`select 1`.execute(db);
      return reply.send({ status: 'ready' });
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
};
