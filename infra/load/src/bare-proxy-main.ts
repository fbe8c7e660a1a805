import http from 'node:http';

/**
 * The floor of any Node gateway, as its own process: Node's HTTP server piping each request to
 * `UPSTREAM_URL` over a keep-alive agent, with nothing else (no request id, limits, tokens,
 * metrics, error answers). Run by the proxy-vs-nginx bench; never deployed.
 */
const upstream = new URL(process.env.UPSTREAM_URL ?? '');
const agent = new http.Agent({ keepAlive: true });

http
  .createServer((req, res) => {
    const forwarded = http.request(
      {
        agent,
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  })
  .listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');

// Exit on the bench's SIGTERM through process.exit, so a --cpu-prof run writes its profile.
process.on('SIGTERM', () => process.exit(0));
