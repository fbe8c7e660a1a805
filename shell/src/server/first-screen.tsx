import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createQueryClient } from '@glow/web-kit';
import { ChromeTop } from '../chrome';
import { FloatingContacts } from '../chrome/contact/floating-contacts';
import { Footer } from '../chrome/footer/footer';
import { drawAt } from '../chrome/routing/use-pathname';
import { BottomBar } from '../chrome/mobile/bottom-bar';
import styles from '../layout.module.css';

/**
 * The page at `url` around a microfrontend's server-drawn markup, as the shell's layout (layout.tsx)
 * draws it before it knows the visitor: the headers (the current page marked), the main area, the footer, the phone's bottom bar and the
 * contact bubbles. What depends on the visitor's browser (the cookie banner, the recommendation,
 * toasts) appears once the page's code runs. No slot ids: the browser's layout has them. `state`
 * is the answers the microfrontend drew from: the chrome draws what it shares with the page (the
 * footer's categories) from them too.
 */
export function renderPage(slotHtml: string, url: string, state?: DehydratedState): string {
  drawAt(new URL(url, 'http://first-screen.invalid').pathname);
  const answers = createQueryClient();
  if (state) hydrate(answers, state);
  return renderToString(
    <QueryClientProvider client={answers}>
      <div className={styles.page}>
        <ChromeTop />
        <main className={styles.main}>
          <div dangerouslySetInnerHTML={{ __html: slotHtml }} />
        </main>
        <Footer />
        <BottomBar />
        <FloatingContacts />
      </div>
    </QueryClientProvider>,
  );
}
