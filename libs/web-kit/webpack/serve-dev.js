'use strict';
// Serves a microfrontend's standalone development build (`npm run dev -w mf-…` writes dist-dev/)
// and forwards /api and /uploads to a running Glow (`npm start`), so the app runs without the shell.
// Usage, from the app's folder: node ../libs/web-kit/webpack/serve-dev.js dist-dev
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { URL } = require('node:url');

const dir = path.resolve(process.argv[2] || 'dist-dev');
const port = Number(process.env.PORT || 3100);
const gateway = new URL(process.env.GLOW_GATEWAY || 'http://localhost:8080');
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

function forward(req, res) {
  const upstream = http.request(
    {
      host: gateway.hostname,
      port: gateway.port,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, host: gateway.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode || 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end(`Glow is not running at ${gateway.origin}`));
  req.pipe(upstream);
}

function serveFile(req, res) {
  const wanted = path.join(dir, path.normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)));
  const file =
    wanted.startsWith(dir) && fs.existsSync(wanted) && fs.statSync(wanted).isFile()
      ? wanted
      : path.join(dir, 'index.html');
  res.writeHead(200, {
    'content-type': types[path.extname(file)] || 'application/octet-stream',
    'cache-control': 'no-cache',
  });
  fs.createReadStream(file).pipe(res);
}

http
  .createServer((req, res) =>
    /^\/(api|uploads)(\/|$)/.test(req.url) ? forward(req, res) : serveFile(req, res),
  )
  .listen(port, () =>
    console.log(
      `Standalone ${path.basename(path.dirname(dir))} at http://localhost:${port} (API: ${gateway.origin})`,
    ),
  );
