import { useId, useState, type FormEvent } from 'react';
import { Button, ErrorBox, Input } from '@glow/web-kit';
import type { Category } from '@glow/contracts';
import type { CategoryDraft } from '../api/save-category';
import { CatalogImages } from './catalog-images';
import { UploadProgress } from './upload-progress';
import styles from './categories.module.css';

export const nameRequired = 'Category name is required';

export interface CategoryFormProps {
  /** Absent: a new category. */
  category?: Category;
  saving: boolean;
  progress: number | null;
  failure: string | null;
  onSave: (draft: CategoryDraft) => void;
  onCancel: () => void;
}

export function CategoryForm({ category, saving, progress, failure, onSave, onCancel }: CategoryFormProps) {
  const editing = category !== undefined;
  const [name, setName] = useState(category?.name ?? '');
  const [added, setAdded] = useState<File[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [nameError, setNameError] = useState<string | undefined>();
  const headingId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = !name.trim();
    setNameError(missing ? nameRequired : undefined);
    if (!missing) onSave({ name, newImages: added, removeImages: removed });
  };

  const kept = category?.images.filter((image) => !removed.includes(image.public_id)) ?? [];
  const heading = editing ? 'Update Category' : 'Create Category';
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <ErrorBox text={failure} />
      <fieldset className={styles.fields} disabled={saving}>
        <Input
          label="Category Name"
          name="name"
          required
          value={name}
          error={nameError}
          onChange={(e) => setName(e.target.value)}
        />
        <CatalogImages
          kept={kept}
          added={added}
          disabled={saving}
          imagesOnly
          onRemoveKept={(publicId) => setRemoved([...removed, publicId])}
          onAddedChange={setAdded}
        />
      </fieldset>
      <UploadProgress percent={progress} />
      <div className={styles.formActions}>
        <Button type="submit" disabled={saving}>
          {saving ? (editing ? 'Updating...' : 'Creating...') : heading}
        </Button>
        {editing && (
          <Button variant="secondary" disabled={saving} onClick={onCancel}>
            Cancel Editing
          </Button>
        )}
      </div>
    </form>
  );
}
