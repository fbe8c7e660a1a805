import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that leaves the body as sent (fetch would undo Content-Encoding). */
export function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** Asks for a WebSocket upgrade and answers the status line the server sent back. */
export function upgrade(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, {
        headers: {
          Connection: 'Upgrade',
          Upgrade: 'websocket',
          'Sec-WebSocket-Version': '13',
          'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
        },
      })
      .on('upgrade', (response, socket) => {
        socket.destroy();
        resolve(response.statusCode!);
      })
      .on('response', (response) => {
        response.resume();
        resolve(response.statusCode!);
      })
      .on('error', reject);
  });
}
