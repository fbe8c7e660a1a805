/** Every socket joins `all`; a user's sockets share `user:<id>`; admins also join `admins`. */
export const allRoom = 'all';
export const adminsRoom = 'admins';

export function userRoom(userId: string): string {
  return `user:${userId}`;
}
