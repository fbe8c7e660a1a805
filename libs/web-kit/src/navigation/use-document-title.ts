import { useEffect } from 'react';

export const shopName = 'Glow';

/** Names the page in the browser tab and history: "{title} | Glow", or just "Glow" without a title. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${shopName}` : shopName;
  }, [title]);
}
