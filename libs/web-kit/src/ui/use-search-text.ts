import { useEffect, useState } from 'react';

export const searchDelayMs = 350;

/**
 * The text of a search box: what is typed is passed to `onSearch` after a short pause, so each
 * keystroke does not fetch; a search changed from outside (Back, a link, Reset) replaces the text.
 */
export function useSearchText(value: string, onSearch: (search: string) => void) {
  const [text, setText] = useState(value);
  // React's "adjust state when a prop changes".
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onSearch(text), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return [text, setText] as const;
}
