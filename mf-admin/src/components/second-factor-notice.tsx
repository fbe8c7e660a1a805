import { Link } from 'react-router-dom';
import styles from './second-factor-notice.module.css';

export const secondFactorTexts = {
  heading: 'Two-factor sign-in required',
  explain:
    'Admin pages need two-factor sign-in on your account. Set it up in your profile, then come back here.',
  link: 'Set up two-factor sign-in',
};

/** Where admin screens would each fail with `mfa_required`: one clear way forward instead. */
export function SecondFactorNotice() {
  return (
    <section className={styles.notice} aria-labelledby="second-factor-heading">
      <h1 id="second-factor-heading" className={styles.heading}>
        {secondFactorTexts.heading}
      </h1>
      <p>{secondFactorTexts.explain}</p>
      <Link className={styles.link} to="/profile#two-factor">
        {secondFactorTexts.link}
      </Link>
    </section>
  );
}
