import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';

/** Liveness plus database reachability, for load balancers and operators. */
export async function healthRoutes(app: FastifyInstance, options: { database: DatabaseHandle }) {
  app.get('/health', async (_request, reply) => {
    const databaseUp = await options.database.ping();
    return reply.status(databaseUp ? 200 : 503).send({
      status: databaseUp ? 'ok' : 'unavailable',
      database: { kind: options.database.kind, status: databaseUp ? 'up' : 'down' },
    });
  });
}
