import { SelectField } from '../../../components/select-field';
import { placementOptions } from '../hooks/banner-form-rules';

export interface PlacementSelectProps {
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (placement: string) => void;
}

export function PlacementSelect({ value, error, disabled, onChange }: PlacementSelectProps) {
  return (
    <SelectField<string>
      label="Placement"
      emptyLabel="Select Placement"
      options={placementOptions}
      required
      value={value}
      error={error}
      disabled={disabled}
      onChange={onChange}
    />
  );
}
