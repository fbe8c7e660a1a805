import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DoubleAnswer {
  status: number;
  /** An object is sent as JSON; a string as text/plain. */
  body: unknown;
  delayMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization?: string;
}

export interface HttpDouble {
  url: string;
  requests: RecordedRequest[];
  stop(): Promise<void>;
}

/** A local HTTP server answering every request through `answer`, and remembering what it was asked. */
export async function startHttpDouble(
  answer: (request: URL, authorization?: string, method?: string, body?: unknown) => DoubleAnswer,
) {
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://double.local');
    requests.push({
      method: req.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      authorization: req.headers.authorization,
    });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const sent = text ? (JSON.parse(text) as unknown) : undefined;
    const { status, body, delayMs = 0 } = answer(url, req.headers.authorization, req.method, sent);
    const send = () => {
      const json = typeof body !== 'string';
      res
        .writeHead(status, { 'content-type': json ? 'application/json' : 'text/plain' })
        .end(json ? JSON.stringify(body) : body);
    };
    const timer = setTimeout(() => {
      timers.delete(timer);
      send();
    }, delayMs);
    timers.add(timer);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const double: HttpDouble = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    stop: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  return double;
}
