import { images } from '../assets/images';
import { contactDetails, contactMessage, whatsappUrl } from './contact-details';
import styles from './floating-contacts.module.css';

const buttons = [
  { label: 'Chat with us on WhatsApp', href: whatsappUrl(contactMessage), icon: images.whatsapp },
  { label: 'Glow on Facebook', href: contactDetails.facebookUrl, icon: images.facebook },
  { label: 'Glow on Instagram', href: contactDetails.instagramUrl, icon: images.instagram },
];

export function FloatingContacts() {
  return (
    <ul className={styles.stack} aria-label="Contact us">
      {buttons.map(({ label, href, icon }) => (
        <li key={label}>
          <a
            href={href}
            className={styles.button}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
          >
            <img src={icon} alt="" width={44} height={44} />
          </a>
        </li>
      ))}
    </ul>
  );
}
