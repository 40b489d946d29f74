import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { RequestError } from '../../plugins/error-handler';
import { mediaFiles } from './schema';

/** Serves product images and manuals stored in the database (no file storage needed). */
export async function mediaRoutes(app: FastifyInstance, options: { db: Database }) {
  app.get('/media/*', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url.length > 300) throw new RequestError(404, 'No such media file');
    const [file] = await options.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.url, decodeURI(url)))
      .limit(1);
    if (!file) throw new RequestError(404, 'No such media file');
    return (
      reply
        .header('content-type', file.mimeType)
        .header('cache-control', 'public, max-age=86400')
        // SVGs are documents: never let one run script if opened directly.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.body, file.encoding === 'base64' ? 'base64' : 'utf8'))
    );
  });
}
