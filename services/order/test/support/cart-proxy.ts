import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CartProxy {
  url: string;
  /** While true, order's subtract-paid calls fail as an unreachable cart's would (503). */
  refuseSubtract: boolean;
  stop(): Promise<void>;
}

/** Stands between order and a real cart: forwards every call, except subtract-paid while refused. */
export async function startCartProxy(cartUrl: string): Promise<CartProxy> {
  const proxy = { refuseSubtract: false };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const reply = (status: number, body: string) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body);
      };
      if (proxy.refuseSubtract && req.url?.endsWith('/subtract-paid'))
        return reply(503, JSON.stringify({ message: 'down' }));
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      fetch(new URL(req.url ?? '/', cartUrl), {
        method: req.method,
        headers: {
          ...(req.headers['content-type'] ? { 'content-type': req.headers['content-type'] } : {}),
          ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
        },
        body,
      })
        .then(async (answer) => reply(answer.status, await answer.text()))
        .catch(() => reply(502, JSON.stringify({ message: 'cart unreachable' })));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(proxy, {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
