import { ContactIcons } from './contact-icons';
import styles from './floating-contacts.module.css';

/**
 * From 768 px: the contact buttons float at the bottom right. On a phone they would sit on page
 * controls, so there they live in the bottom dock (`mobile/contact-strip.tsx`) instead.
 */
export function FloatingContacts() {
  return <ContactIcons listClassName={styles.stack} linkClassName={styles.button} />;
}
