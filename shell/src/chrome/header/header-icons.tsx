import { useBadgeCounts, useSession, VisuallyHidden } from '@glow/web-kit';
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
          <AppLink href={hrefFor(href, Boolean(user))} className={styles.icon} title={label}>
            <Icon />
            <CountBadge count={counts[badge]} />
            {/* The name from hidden text, not aria-label: the visible badge would not match it. */}
            <VisuallyHidden>{labelWithCount(label, counts[badge])}</VisuallyHidden>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
