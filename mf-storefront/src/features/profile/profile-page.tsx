import { Spinner, useDocumentTitle } from '@glow/web-kit';
import { useProfile } from './api/get-profile';
import { LogoutEverywhere } from './logout-everywhere';
import { ProfileForm } from './profile-form';
import { TwoFactorSection } from './two-factor-section';
import styles from './profile-page.module.css';

export function ProfilePage() {
  useDocumentTitle('Profile');
  const { data: profile } = useProfile();

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Profile</h1>
      {profile ? (
        <>
          <dl className={styles.details}>
            <dt>Username</dt>
            <dd>{profile.username}</dd>
            <dt>Email</dt>
            <dd>{profile.email}</dd>
          </dl>
          <ProfileForm profile={profile} />
          {profile.isAdmin && <TwoFactorSection />}
          <LogoutEverywhere />
        </>
      ) : (
        <Spinner />
      )}
    </section>
  );
}
