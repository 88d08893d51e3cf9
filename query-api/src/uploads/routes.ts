import { type BlobStore, makeMissingVariant } from '@exam/platform';
import { type NextFunction, type Request, type Response, Router } from 'express';

/** The name is the content's hash: its bytes never change, so it may be cached for a year without revalidation. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/:name: stored images (BlobStore) and their WebP widths (`<hash>-960w.webp`, issue 24), outside /api
 * like the web app's assets, all with the same year-long immutable cache: a variant's name is derived from its
 * original's hash and width, so it never changes meaning either. A variant of an image stored before variants
 * existed is made from its original on first request. Unknown or malformed names answer 404 (the store refuses
 * anything that is not a content-hash name, so no path reaches the disk).
 */
export const createUploadsRouter = (blobStore: Pick<BlobStore, 'get' | 'putDerived'>): Router => {
  const router = Router();
  router.get('/uploads/:name', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const name = String(req.params.name);
      const blob = (await blobStore.get(name)) ?? (await makeMissingVariant(blobStore, name));
      if (!blob) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      res.setHeader('Cache-Control', IMMUTABLE);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // The name without its extension: the hash for an original, the hash and width for a variant.
      res.setHeader('ETag', `"${name.slice(0, name.lastIndexOf('.'))}"`);
      res.type(blob.contentType).send(blob.bytes);
    } catch (error) {
      next(error);
    }
  });
  return router;
};
