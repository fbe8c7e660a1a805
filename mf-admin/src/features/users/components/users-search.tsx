import { Input } from '@glow/web-kit';

export function UsersSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Input
      type="search"
      label="Search by username"
      placeholder="Search by username"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
