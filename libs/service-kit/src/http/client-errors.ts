import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

function answerOf(code: string | undefined): [number, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'Request headers or URL are too large'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'Request took too long to arrive'];
  return [400, 'Malformed HTTP request'];
}

/**
 * Requests Node's HTTP parser refuses before any route sees them (a URL or headers over 16 KB, a
 * broken request line) are answered like every other refusal, JSON `{ message }`, instead of
 * Node's empty default answer.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const [status, message] = answerOf(error.code);
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
