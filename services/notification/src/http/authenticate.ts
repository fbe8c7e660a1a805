import { TokenCheckUnavailable, TokenError, type Auth } from '@glow/service-kit';
import type { NotificationSocket } from './socket-types';

/** The JWT from `auth.token` (the browser's way) or the Authorization header, with or without `Bearer `. */
export function handshakeToken(socket: NotificationSocket): string | undefined {
  const fromAuth: unknown = socket.handshake.auth?.token;
  const raw = typeof fromAuth === 'string' && fromAuth ? fromAuth : socket.handshake.headers.authorization;
  const token = raw?.trim().replace(/^bearer\s+/i, '');
  return token || undefined;
}

/** What a refusal carries to the client's `connect_error` besides its message. */
export interface RefusalData {
  /** True when the token could not be checked right now: try again later, the session is not over. */
  retryable: boolean;
}

/** An error for a Socket.IO middleware's `next`: the client's connect_error gets its message and data. */
export function refusal(message: string, data: RefusalData): Error {
  return Object.assign(new Error(message), { data });
}

/**
 * Socket.IO middleware: anonymous or bad tokens never connect; the client sees the reason in
 * connect_error. A token that cannot be checked now (database unreachable) is refused as retryable.
 */
export function authenticate(auth: Auth) {
  return (socket: NotificationSocket, next: (error?: Error) => void): void => {
    const token = handshakeToken(socket);
    if (!token) return next(refusal('Not authorized, no token', { retryable: false }));
    auth.verify(token).then(
      (claims) => {
        socket.data.user = claims;
        next();
      },
      (error: unknown) => {
        if (error instanceof TokenError) return next(refusal(error.message, { retryable: false }));
        const message =
          error instanceof TokenCheckUnavailable
            ? error.message
            : 'Service temporarily unavailable, please try again shortly';
        next(refusal(message, { retryable: true }));
      },
    );
  };
}
