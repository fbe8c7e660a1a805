import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A link inside the shop (starting with /) opens in the same tab; any other in a new one. */
export function PromoLink({
  to,
  className,
  label,
  children,
}: {
  to: string;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  if (to.startsWith('/')) {
    return (
      <Link to={to} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className} aria-label={label} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
