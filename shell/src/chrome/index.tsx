import { useEffect } from 'react';
import { Toaster } from '@glow/web-kit';
import { AdminTopBar } from './admin/admin-top-bar';
import { CookieBanner } from './consent/cookie-banner';
import { FloatingContacts } from './contact/floating-contacts';
import { Footer } from './footer/footer';
import { DesktopHeader } from './header/desktop-header';
import { BottomBar } from './mobile/bottom-bar';
import { MobileHeader } from './mobile/mobile-header';
import { RecommendationPopup } from './recommendation/recommendation-popup';
import { useIsAdminArea } from './routing/use-admin-area';
import { startScrollRestoration } from './scroll/scroll-restoration';

/** Above the slot: the back office's top bar on /admin, else the desktop header (≥ 768 px) or the mobile one. */
export function ChromeTop() {
  useEffect(startScrollRestoration, []);
  if (useIsAdminArea()) return <AdminTopBar />;
  return (
    <>
      <DesktopHeader />
      <MobileHeader />
    </>
  );
}

/** The shop's chrome below the slot: footer, mobile bottom bar and everything that floats over the page. */
function ShopChromeBottom() {
  return (
    <>
      <Footer />
      <BottomBar />
      <FloatingContacts />
      <CookieBanner />
      <RecommendationPopup />
    </>
  );
}

/** Below the slot: the shop's chrome, none of it in the back office; toasts everywhere. */
export function ChromeBottom() {
  const admin = useIsAdminArea();
  return (
    <>
      {!admin && <ShopChromeBottom />}
      <Toaster variant="default" />
    </>
  );
}
