import { useEffect } from 'react';
import { Toaster } from '@glow/web-kit';
import { CookieBanner } from './consent/cookie-banner';
import { FloatingContacts } from './contact/floating-contacts';
import { Footer } from './footer/footer';
import { DesktopHeader } from './header/desktop-header';
import { BottomBar } from './mobile/bottom-bar';
import { MobileHeader } from './mobile/mobile-header';
import { RecommendationPopup } from './recommendation/recommendation-popup';
import { startScrollRestoration } from './scroll/scroll-restoration';

/** Above the microfrontends' slot: the desktop header (≥ 768 px) or the mobile one. */
export function ChromeTop() {
  useEffect(startScrollRestoration, []);
  return (
    <>
      <DesktopHeader />
      <MobileHeader />
    </>
  );
}

/** Below the slot: footer, mobile bottom bar and everything that floats over the page. */
export function ChromeBottom() {
  return (
    <>
      <Footer />
      <BottomBar />
      <FloatingContacts />
      <CookieBanner />
      <RecommendationPopup />
      <Toaster variant="default" />
    </>
  );
}
