import { Input } from './input';
import { useSearchText } from './use-search-text';

export interface SearchFieldProps {
  /** Also the placeholder. */
  label: string;
  value: string;
  onSearch: (search: string) => void;
}

/** A labelled search box that applies what is typed after a short pause. */
export function SearchField({ label, value, onSearch }: SearchFieldProps) {
  const [text, setText] = useSearchText(value, onSearch);
  return (
    <Input
      type="search"
      label={label}
      placeholder={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
