import { Spinner } from '@glow/web-kit';
import type { MessageRecipient } from '@glow/contracts';
import { SelectField } from '../../../components/select-field';

export const allUsers = 'all';

export interface RecipientSelectProps {
  value: string;
  recipients: MessageRecipient[];
  loading: boolean;
  disabled: boolean;
  onChange: (userId: string) => void;
}

/** 'All Users' can be chosen while the list loads, or when it failed to load. */
export function RecipientSelect({ value, recipients, loading, disabled, onChange }: RecipientSelectProps) {
  const options = [
    { value: allUsers, label: 'All Users' },
    ...recipients.map((user) => ({ value: user._id, label: `${user.username} (${user.email})` })),
  ];
  return (
    <SelectField
      label="User"
      emptyLabel="Select a user"
      options={options}
      required
      value={value}
      disabled={disabled}
      busy={loading}
      onChange={onChange}
    >
      {loading && <Spinner size="small" label="Loading users..." />}
    </SelectField>
  );
}
