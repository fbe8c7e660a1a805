import { SearchField } from '@glow/web-kit';

/** Asks the server once the admin pauses typing (the list is paged there). */
export function UsersSearch({ value, onSearch }: { value: string; onSearch: (value: string) => void }) {
  return <SearchField label="Search by username" value={value} onSearch={onSearch} />;
}
