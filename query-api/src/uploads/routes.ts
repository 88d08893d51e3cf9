import type { BlobStore } from '@exam/platform';
import { type NextFunction, type Request, type Response, Router } from 'express';

/** The name is the content's hash: its bytes never change, so it may be cached for a year without revalidation. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/:name: stored images (BlobStore), outside /api like the web app's assets. Unknown or malformed
 * names answer 404 (the store refuses anything that is not a content-hash name, so no path reaches the disk).
 */
export const createUploadsRouter = (blobStore: Pick<BlobStore, 'get'>): Router => {
  const router = Router();
  router.get('/uploads/:name', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const blob = await blobStore.get(String(req.params.name));
      if (!blob) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      res.setHeader('Cache-Control', IMMUTABLE);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('ETag', `"${String(req.params.name).slice(0, 64)}"`);
      res.type(blob.contentType).send(blob.bytes);
    } catch (error) {
      next(error);
    }
  });
  return router;
};
