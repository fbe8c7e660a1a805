import type { KeyedLimiter } from '@glow/service-kit';
import { refusal } from './authenticate';
import type { NotificationSocket } from './socket-types';

export const tooManyHandshakes = 'Too many connection attempts, please try again later';

/**
 * The browser's address: the gateway sets X-Forwarded-For from the real peer (services trust it,
 * as the kit's Express apps do); a direct connection counts by its own address.
 */
export function handshakeAddress(socket: NotificationSocket): string {
  const forwarded = socket.handshake.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || socket.handshake.address;
}

/**
 * Socket.IO middleware ahead of `authenticate`: a handshake costs an RSA check and a database
 * read, so each address gets a limited number per window. The refusal is retryable: the web kit
 * tries again later and keeps the session.
 */
export function limitHandshakes(allows: KeyedLimiter) {
  return (socket: NotificationSocket, next: (error?: Error) => void): void => {
    allows(handshakeAddress(socket)).then(
      (allowed) => next(allowed ? undefined : refusal(tooManyHandshakes, { retryable: true })),
      () => next(),
    );
  };
}
