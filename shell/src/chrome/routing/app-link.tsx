import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from '@glow/web-kit';

type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** Runs just before an intercepted in-app navigation, e.g. to close the menu holding the link. */
  onNavigate?: () => void;
};

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!target || target === '_self')
  );
}

/** A real link (new tab, copy address) whose plain click navigates through single-spa so every app's router hears it. */
export function AppLink({ href, onClick, onNavigate, ...rest }: AppLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event)) return;
    event.preventDefault();
    onNavigate?.();
    navigate(href);
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}
