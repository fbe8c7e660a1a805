import { AppLink } from '../routing/app-link';
import { FooterCategories } from './footer-categories';
import { FooterContact } from './footer-contact';
import { FooterPartners } from './footer-partners';
import { NewsletterSignup } from './newsletter-signup';
import styles from './footer.module.css';

const quickLinks = [
  { label: 'Home', href: '/' },
  { label: 'Shop', href: '/shop' },
  { label: 'About', href: '/about' },
  { label: 'Contact Us', href: '/contact' },
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms and Conditions', href: '/terms' },
];

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section>
          <h2 className={styles.heading}>Quick links</h2>
          <ul className={styles.links}>
            {quickLinks.map(({ label, href }) => (
              <li key={href}>
                <AppLink href={href}>{label}</AppLink>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <FooterCategories />
        </section>
        <section>
          <FooterContact />
        </section>
        <section>
          <FooterPartners />
        </section>
        <section>
          <NewsletterSignup />
        </section>
      </div>
      <p className={styles.copyright}>© {new Date().getFullYear()} Glow. All rights reserved.</p>
    </footer>
  );
}
