import { useBadgeCounts, useSession } from '@glow/web-kit';
import { AppLink } from '../routing/app-link';
import { accountLinks, hrefFor } from './account-links';
import { CountBadge, labelWithCount } from './count-badge';
import styles from './header-icons.module.css';

export function HeaderIcons() {
  const { user } = useSession();
  const counts = useBadgeCounts();
  return (
    <ul className={styles.icons}>
      {accountLinks.map(({ label, href, badge, Icon }) => (
        <li key={href}>
          <AppLink
            href={hrefFor(href, Boolean(user))}
            className={styles.icon}
            aria-label={labelWithCount(label, counts[badge])}
            title={label}
          >
            <Icon />
            <CountBadge count={counts[badge]} />
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
