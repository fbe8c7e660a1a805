import { ComingSoon as Placeholder, comingSoonLinkClass, useDocumentTitle } from '@glow/web-kit';
import { Link, useLocation } from 'react-router-dom';

const shopPaths = ['/products', '/shop'];

/** The web kit's placeholder, offering the shop except on the shop's own path. */
export function ComingSoon({ title }: { title: string }) {
  useDocumentTitle(title);
  const { pathname } = useLocation();
  const onShop = shopPaths.includes(pathname.replace(/\/+$/, ''));
  const browse = (
    <Link className={comingSoonLinkClass} to="/products">
      Browse Products
    </Link>
  );
  return <Placeholder title={title} action={onShop ? null : browse} />;
}
