import { ComingSoon as Placeholder, comingSoonLinkClass } from '@glow/web-kit';
import { Link } from 'react-router-dom';

/** The web kit's placeholder for a checkout screen, with a way back to the shop. */
export function ComingSoon({ title }: { title: string }) {
  const continueShopping = (
    <Link className={comingSoonLinkClass} to="/products">
      Continue Shopping
    </Link>
  );
  return <Placeholder title={title} action={continueShopping} />;
}
