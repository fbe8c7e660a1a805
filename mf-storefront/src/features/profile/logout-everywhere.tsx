import { useState } from 'react';
import { Button, errorText, navigate, session, toast } from '@glow/web-kit';
import styles from './profile-page.module.css';

export const logoutEverywhereFailed = 'Failed to log out of all devices. Please try again.';

/** Ends every session of the account, this one included, then goes to /login as Logout does. */
export function LogoutEverywhere() {
  const [pending, setPending] = useState(false);

  async function logoutEverywhere() {
    setPending(true);
    try {
      await session.logoutEverywhere({ defaultMessage: logoutEverywhereFailed });
      navigate('/login');
    } catch (error) {
      toast.error(errorText(error, logoutEverywhereFailed));
      setPending(false);
    }
  }

  return (
    <div className={styles.devices}>
      <Button
        variant="secondary"
        disabled={pending}
        aria-busy={pending}
        onClick={() => void logoutEverywhere()}
      >
        Log out of all devices
      </Button>
    </div>
  );
}
