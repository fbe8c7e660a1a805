import { badRequest } from '@glow/service-kit';

export const usernameReserved = 'This username is reserved, please choose another';

/** The configured admin's username (ADMIN_USERNAME) is not for shoppers, so seeding never finds it taken. */
export function assertNotReserved(username: string, adminUsername: string): void {
  if (username.trim().toLowerCase() === adminUsername.trim().toLowerCase())
    throw badRequest(usernameReserved);
}
