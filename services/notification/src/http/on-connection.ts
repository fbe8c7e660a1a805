import type { Auth, Logger } from '@glow/service-kit';
import { adminsRoom, allRoom, userRoom } from '../domain/rooms';
import type { NotificationSocket } from './socket-types';

/**
 * Puts an authenticated socket in its rooms and answers the web client's `joinRoom`. `admins` takes
 * only a user who acts as an admin (with the second factor where ADMIN_MFA_REQUIRED asks for it).
 */
export function onConnection(
  socket: NotificationSocket,
  auth: Pick<Auth, 'actsAsAdmin'>,
  logger: Logger,
): void {
  const user = socket.data.user;
  void socket.join([userRoom(user._id), allRoom, ...(auth.actsAsAdmin(user) ? [adminsRoom] : [])]);

  // The web client asks to join its own room after connecting. Rooms come from the token, so the socket is
  // already there: this only answers, and refuses any other user's id.
  socket.on('joinRoom', (userId, ack) => {
    const allowed = userId === user._id;
    if (!allowed)
      logger.warn({ userId: user._id, requested: userId }, 'joinRoom refused: not the socket owner');
    if (typeof ack === 'function') {
      ack(allowed ? { ok: true } : { ok: false, message: 'Not authorized to join this room' });
    }
  });
}
