import { ErrorBox } from '@glow/web-kit';
import { SelectField } from '../../../components/select-field';
import { useAdminCategories } from '../api/get-categories';

export const categoriesFailure = 'Failed to load categories';

export interface CategorySelectProps {
  value: string;
  disabled: boolean;
  onChange: (categoryId: string) => void;
}

export function CategorySelect({ value, disabled, onChange }: CategorySelectProps) {
  const categories = useAdminCategories();
  return (
    <SelectField
      label="Category"
      emptyLabel="Select a category"
      options={categories.data?.map((category) => ({ value: category._id, label: category.name })) ?? []}
      required
      value={value}
      disabled={disabled}
      busy={categories.isPending}
      onChange={onChange}
    >
      {categories.isError && <ErrorBox text={categoriesFailure} />}
    </SelectField>
  );
}
