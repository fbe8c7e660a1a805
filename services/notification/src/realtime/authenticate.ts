import { TokenError, type Auth } from '@glow/service-kit';
import type { NotificationSocket } from './socket-types';

/** The JWT from `auth.token` (the browser's way) or the Authorization header, with or without `Bearer `. */
export function handshakeToken(socket: NotificationSocket): string | undefined {
  const fromAuth: unknown = socket.handshake.auth?.token;
  const raw = typeof fromAuth === 'string' && fromAuth ? fromAuth : socket.handshake.headers.authorization;
  const token = raw?.trim().replace(/^bearer\s+/i, '');
  return token || undefined;
}

/** Socket.IO middleware: anonymous or bad tokens never connect; the client sees the reason in connect_error. */
export function authenticate(auth: Auth) {
  return (socket: NotificationSocket, next: (error?: Error) => void): void => {
    const token = handshakeToken(socket);
    if (!token) return next(new Error('Not authorized, no token'));
    auth.verify(token).then(
      (claims) => {
        socket.data.user = claims;
        next();
      },
      (error: unknown) =>
        next(new Error(error instanceof TokenError ? error.message : 'Not authorized, token invalid')),
    );
  };
}
