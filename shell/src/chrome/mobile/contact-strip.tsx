import { ContactIcons } from '../contact/contact-icons';
import styles from './contact-strip.module.css';

/** The contact buttons on a phone: a row of the bottom dock, above the bar, covering no page control. */
export function ContactStrip() {
  return (
    <div className={styles.strip}>
      <span className={styles.text}>Questions? Chat with us</span>
      <ContactIcons listClassName={styles.icons} linkClassName={styles.icon} />
    </div>
  );
}
