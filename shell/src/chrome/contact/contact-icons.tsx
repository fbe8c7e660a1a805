import { contactButtons } from './contact-buttons';

/** The three contact links as round icons; the class names size and place them. */
export function ContactIcons({
  listClassName,
  linkClassName,
}: {
  listClassName?: string;
  linkClassName?: string;
}) {
  return (
    <ul className={listClassName} aria-label="Contact us">
      {contactButtons.map(({ label, href, icon }) => (
        <li key={label}>
          <a
            href={href}
            className={linkClassName}
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
