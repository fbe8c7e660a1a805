import type { ReactNode } from 'react';
import { RequireAdmin, Toaster } from '@glow/web-kit';
import { SecondFactorNotice } from '../../components/second-factor-notice';
import { useSecondFactorRequired } from '../../components/second-factor-required';
import { AdminSidebar } from './admin-sidebar';
import styles from './admin-layout.module.css';

export function AdminLayout({ children }: { children: ReactNode }) {
  const secondFactorRequired = useSecondFactorRequired();
  return (
    <>
      <Toaster variant="admin" />
      <RequireAdmin>
        <div className={styles.layout}>
          <AdminSidebar />
          <div className={styles.content}>{secondFactorRequired ? <SecondFactorNotice /> : children}</div>
        </div>
      </RequireAdmin>
    </>
  );
}
