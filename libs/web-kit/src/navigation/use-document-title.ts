import { useEffect } from 'react';

export const shopName = 'Glow';

/** Names the page in the browser tab and history: "{title} | Glow", or just "Glow" without a title. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/** The document's title for a page's own title: "{title} | Glow", or just "Glow". */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} | ${shopName}` : shopName;
}
