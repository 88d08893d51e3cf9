import { Router } from 'express';
import swaggerUi from 'swagger-ui-express';
import { buildOpenApiDocument } from './document.js';

/**
 * GET /docs/openapi.json and a readable reference at /docs. Swagger UI's assets come from the installed
 * swagger-ui-dist package (served locally, no CDN). The document is built once per router.
 */
export const createOpenApiRoutes = (): Router => {
  const document = buildOpenApiDocument();
  const router = Router();
  router.get('/docs/openapi.json', (_req, res) => {
    res.json(document);
  });
  // The page loads its assets relatively (./swagger-ui.css): /api/docs must end with a slash.
  router.get('/docs', (req, res, next) => {
    const [path, query] = req.originalUrl.split('?');
    if (path?.endsWith('/')) return next();
    res.redirect(301, `${path}/${query === undefined ? '' : `?${query}`}`);
  });
  router.use(
    '/docs',
    ...swaggerUi.serveFiles(document),
    swaggerUi.setup(document, { customSiteTitle: 'Exam question bank API' }),
  );
  return router;
};
