import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  rawBody: Buffer;
  headers: http.IncomingHttpHeaders;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** How many deliveries to answer 500 before taking one. */
  failNext: number;
  stop(): Promise<void>;
}

/** A webhook endpoint that keeps the raw bytes, as a signature check needs them. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (receiver.failNext > 0) {
        receiver.failNext -= 1;
        return void res.writeHead(500).end();
      }
      receiver.received.push({ rawBody: Buffer.concat(chunks), headers: req.headers });
      res.writeHead(200).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const receiver: WebhookReceiver = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    received: [],
    failNext: 0,
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  return receiver;
}
