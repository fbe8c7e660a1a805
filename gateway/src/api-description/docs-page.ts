import path from 'node:path';
import { Router } from 'express';

/** Swagger UI's files, shipped in the swagger-ui-dist package: nothing is loaded from elsewhere. */
const uiFiles = ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png'];

/** The page loads scripts from files only: the Content-Security-Policy allows no inline script. */
const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Glow API reference</title>
    <link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png" />
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

// validatorUrl null: the UI would otherwise send the document to a public validator.
const start = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  validatorUrl: null,
});
`;

/** `GET /api/docs`: the API reference, Swagger UI over `/api/openapi.json`, served from local files. */
export function docsPage(): Router {
  const router = Router();
  const uiDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  router.get('/', (_req, res) => {
    res.type('html').set('Cache-Control', 'no-cache').send(page);
  });
  router.get('/start.js', (_req, res) => {
    res.type('text/javascript').set('Cache-Control', 'no-cache').send(start);
  });
  for (const file of uiFiles) {
    router.get(`/${file}`, (_req, res) => {
      res.sendFile(path.join(uiDir, file), { maxAge: '1d' });
    });
  }
  return router;
}
