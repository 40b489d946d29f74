import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { RequestError } from '../../plugins/error-handler';
import { MEDIA_CONTENT_SECURITY_POLICY } from '../../plugins/security-headers';
import { mediaFiles } from './schema';

/** Serves product images and manuals stored in the database (no file storage needed). */
export async function mediaRoutes(app: FastifyInstance, options: { db: Database }) {
  app.get('/media/*', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const path = url.length > 300 ? undefined : decodedPath(url);
    if (path === undefined) throw new RequestError(404, 'No such media file');
    const [file] = await options.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.url, path))
      .limit(1);
    if (!file) throw new RequestError(404, 'No such media file');
    return (
      reply
        .header('content-type', file.mimeType)
        .header('cache-control', 'public, max-age=86400')
        // SVGs are documents: never let one run script if opened directly; only the shop's
        // own pages may frame one (the content videos).
        .header('content-security-policy', MEDIA_CONTENT_SECURITY_POLICY)
        .header('x-frame-options', 'SAMEORIGIN')
        .send(Buffer.from(file.body, file.encoding === 'base64' ? 'base64' : 'utf8'))
    );
  });
}

/**
 * The stored form of a media path. A malformed escape (`%E0%A4`) or a NUL byte, which no
 * database text may hold, names no file (both were 500s found by the fuzz test).
 */
function decodedPath(url: string): string | undefined {
  try {
    const path = decodeURI(url);
    return path.includes('\u0000') ? undefined : path;
  } catch {
    return undefined;
  }
}
