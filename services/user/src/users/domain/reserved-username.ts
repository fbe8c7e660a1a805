import { badRequest } from '@glow/service-kit';

export const usernameReserved = 'This username is reserved, please choose another';

/** The configured admin's username (ADMIN_USERNAME) is not for shoppers, so seeding never finds it taken. */
export function assertNotReserved(username: string, adminUsername: string): void {
  if (username.trim().toLowerCase() === adminUsername.trim().toLowerCase())
    throw badRequest(usernameReserved);
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A rename may not take the reserved username; the account that holds it keeps it (in any case). */
export function assertRenameAllowed(current: string, next: string | undefined, adminUsername: string): void {
  if (next !== undefined && !sameName(current, next)) assertNotReserved(next, adminUsername);
}
