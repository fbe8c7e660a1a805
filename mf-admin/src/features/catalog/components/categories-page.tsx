import { useId, useState } from 'react';
import { ConfirmDialog, ErrorBox, errorText, toast, useDocumentTitle } from '@glow/web-kit';
import type { Category } from '@glow/contracts';
import { deleteCategoryFailure, useDeleteCategory } from '../api/delete-category';
import { saveCategoryFailure, useSaveCategory, type CategoryDraft } from '../api/save-category';
import { useUploadProgress } from '../hooks/use-upload-progress';
import { CategoriesList } from './categories-list';
import { CategoryForm } from './category-form';
import styles from './categories.module.css';

export const deleteQuestion =
  'Do you really want to delete this category? This will remove all associated images.';

export function CategoriesPage() {
  useDocumentTitle('Categories');
  const saveCategory = useSaveCategory();
  const deleteCategory = useDeleteCategory();
  const progress = useUploadProgress();
  const [editing, setEditing] = useState<Category | null>(null);
  const [toDelete, setToDelete] = useState<Category | null>(null);
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  // A new key empties the form after a save or a cancel.
  const [formKey, setFormKey] = useState(0);
  const listTitleId = useId();

  const resetForm = () => {
    setEditing(null);
    setSaveFailure(null);
    setFormKey((key) => key + 1);
  };

  const edit = (category: Category) => {
    setEditing(category);
    setSaveFailure(null);
    setFormKey((key) => key + 1);
  };

  const save = (draft: CategoryDraft) => {
    setSaveFailure(null);
    if (draft.newImages.length > 0) progress.start();
    saveCategory.mutate(
      { id: editing?._id, draft, onProgress: progress.report },
      {
        onSuccess: () => {
          toast.success(editing ? 'Category updated successfully.' : 'Category created successfully.');
          resetForm();
        },
        onError: (e) => setSaveFailure(errorText(e, saveCategoryFailure)),
        onSettled: progress.stop,
      },
    );
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const { _id: id } = toDelete;
    setDeleteFailure(null);
    deleteCategory.mutate(id, {
      onSuccess: () => {
        toast.success('Category deleted successfully.');
        if (editing?._id === id) resetForm();
      },
      onError: (e) => setDeleteFailure(errorText(e, deleteCategoryFailure)),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Categories</h1>
      <CategoryForm
        key={formKey}
        category={editing ?? undefined}
        saving={saveCategory.isPending}
        progress={progress.percent}
        failure={saveFailure}
        onSave={save}
        onCancel={resetForm}
      />
      <h2 id={listTitleId} className={styles.heading}>
        Existing Categories
      </h2>
      <ErrorBox text={deleteFailure} />
      <CategoriesList
        labelledBy={listTitleId}
        busy={saveCategory.isPending}
        onEdit={edit}
        onDelete={setToDelete}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Category"
        message={deleteQuestion}
        confirmLabel="Delete"
        danger
        busy={deleteCategory.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
