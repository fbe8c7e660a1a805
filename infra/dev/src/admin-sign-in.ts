import type { AdminAccount } from './admin-account';

/** Whether the credentials the banner would print open an admin session. */
export type AdminSignIn =
  { status: 'works' } | { status: 'refused'; reason: string } | { status: 'unchecked'; reason: string };

interface LoginAnswer {
  user?: { isAdmin?: boolean };
  /** The password was right and the account has a second factor: only admins enrol one. */
  mfaRequired?: boolean;
}

/**
 * Signs in at the user service with the admin account as configured. The user service does not stop
 * when it cannot seed that account (its ADMIN_USERNAME belongs to another account, or an account with
 * ADMIN_EMAIL exists with another password); it logs why and goes on, so this is how the runner knows
 * whether the credentials it prints work.
 */
export async function checkAdminSignIn(userServiceUrl: string, admin: AdminAccount): Promise<AdminSignIn> {
  let response: Response;
  try {
    response = await fetch(`${userServiceUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: admin.email, password: admin.password }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    return { status: 'unchecked', reason: (error as Error).message };
  }
  if (response.status === 401) {
    return { status: 'refused', reason: `${admin.email} does not sign in with the configured password` };
  }
  if (!response.ok) return { status: 'unchecked', reason: `the user service answered ${response.status}` };
  const answer = (await response.json()) as LoginAnswer;
  if (answer.mfaRequired === true) return { status: 'works' };
  if (answer.user?.isAdmin !== true) return { status: 'refused', reason: `${admin.email} is not an admin` };
  return { status: 'works' };
}
