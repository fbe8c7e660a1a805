import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Deliveries answered 451 (try again later), as `refuseFirst` asked. */
  refused: number;
  /** The next mail to arrive (or one already received and not yet taken). */
  nextMail(timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1:0 without TLS or auth that keeps every mail it accepts. With
 * `refuseFirst`, the first deliveries get a temporary failure (451), as a greylisting server does.
 */
export async function startSmtpSink({ refuseFirst = 0 } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const counts = { refused: 0 };
  let taken = 0;
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (counts.refused < refuseFirst) {
          counts.refused += 1;
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        }
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  // smtp-server hands every connection's error (a client killed mid-session resets its connection:
  // money-path-kill SIGKILLs order while it may be sending) to the server's 'error' event, which
  // unheard would end the test run. The sink, like a real SMTP server, drops that session only.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const nextMail = async (timeoutMs = 5_000): Promise<ReceivedMail> => {
    const deadline = Date.now() + timeoutMs;
    while (received.length <= taken) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail arrived within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    taken += 1;
    return received[taken - 1]!;
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refused() {
      return counts.refused;
    },
    nextMail,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
