import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, categories } from '@glow/web-kit';
import type { Category } from '@glow/contracts';
import { getCategoriesQueryOptions } from './get-categories';

export const saveCategoryFailure = 'Failed to submit category.';

export interface CategoryDraft {
  name: string;
  newImages: File[];
  /** public_ids of current images to let go of (edit only). */
  removeImages: string[];
}

export interface SaveCategoryInput {
  id?: string;
  draft: CategoryDraft;
  onProgress?: (percent: number) => void;
}

export function categoryForm({ name, newImages, removeImages }: CategoryDraft): FormData {
  const form = new FormData();
  form.set('name', name.trim());
  for (const file of newImages) form.append('images', file, file.name);
  for (const publicId of removeImages) form.append('removeImages[]', publicId);
  return form;
}

export const saveCategory = ({ id, draft, onProgress }: SaveCategoryInput) =>
  api.upload<Category>(
    id ? 'PUT' : 'POST',
    id ? `/categories/${encodeURIComponent(id)}` : '/categories',
    categoryForm(draft),
    { defaultMessage: saveCategoryFailure, onProgress },
  );

/** The shop's own category menus (the kit's store) hear of the change too. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    onSuccess: (saved) => {
      queryClient.setQueryData(getCategoriesQueryOptions().queryKey, (list) => {
        if (!list) return [saved];
        return list.some((c) => c._id === saved._id)
          ? list.map((c) => (c._id === saved._id ? saved : c))
          : [...list, saved];
      });
      void categories.reload();
    },
  });
}
