import { useEffect, useState } from 'react';
import { Input } from '@glow/web-kit';

export const searchDelayMs = 350;

/** What is typed applies after a short pause, so each keystroke does not fetch. */
export function OrderSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value);
  // Back or a link changed the search: show it (React's "adjust state when a prop changes").
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
  return (
    <Input
      type="search"
      label="Search by order ID"
      placeholder="Search by order ID"
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
