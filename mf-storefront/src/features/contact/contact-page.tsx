import { useDocumentTitle } from '@glow/web-kit';
import { ContactForm } from './contact-form';
import styles from './contact-page.module.css';

export function ContactPage() {
  useDocumentTitle('Contact Us');
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Contact Us</h1>
      <ContactForm />
    </section>
  );
}
