import { images } from '../assets/images';
import { contactDetails } from '../contact/contact-details';
import styles from './footer.module.css';

const socials = [
  { label: 'Facebook', href: contactDetails.facebookUrl, icon: images.facebook },
  { label: 'Instagram', href: contactDetails.instagramUrl, icon: images.instagram },
];

export function FooterContact() {
  return (
    <>
      <h2 className={styles.heading}>Contact us</h2>
      <address className={styles.address}>
        {contactDetails.addressLines.map((line) => (
          <span key={line}>{line}</span>
        ))}
        <a href={contactDetails.phoneHref}>{contactDetails.phoneDisplay}</a>
        <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>
      </address>
      <ul className={styles.socials}>
        {socials.map(({ label, href, icon }) => (
          <li key={label}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={styles.social}>
              <img src={icon} alt="" width={28} height={28} />
              {label}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
