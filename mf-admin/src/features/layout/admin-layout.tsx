import type { ReactNode } from 'react';
import { RequireAdmin, Toaster } from '@glow/web-kit';
import { AdminSidebar } from './admin-sidebar';
import styles from './admin-layout.module.css';

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Toaster variant="admin" />
      <RequireAdmin>
        <div className={styles.layout}>
          <AdminSidebar />
          <div className={styles.content}>{children}</div>
        </div>
      </RequireAdmin>
    </>
  );
}
