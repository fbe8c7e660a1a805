import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, Button, ImageDropZone, ImagePreviews, Input, errorText, toast } from '@glow/web-kit';
import type { BannerPlacement, PromotionBanner } from '@glow/contracts';
import { submitFailure } from '../api/banner-form-data';
import { useCreateBanners } from '../api/create-banners';
import { useUpdateBanner } from '../api/update-banner';
import { checkBanner, type BannerErrors } from '../hooks/banner-form-rules';
import type { Notice } from './notice-dialog';
import { PlacementSelect } from './placement-select';
import styles from './banners.module.css';

export interface BannerFormProps {
  /** The banner being edited; null adds new ones. */
  editing: PromotionBanner | null;
  /** After a successful update or Cancel Editing: the page gives a fresh form. */
  onDone: () => void;
  onNotice: (notice: Notice) => void;
}

function failureNotice(error: unknown): Notice {
  if (error instanceof ApiError && error.errors?.length)
    return { title: 'Validation Error!', lines: error.errors.map(({ msg }) => msg) };
  return { title: 'Error!', lines: [errorText(error, submitFailure)] };
}

export function BannerForm({ editing, onDone, onNotice }: BannerFormProps) {
  const [link, setLink] = useState(editing?.link ?? '');
  const [placement, setPlacement] = useState<string>(editing?.placement ?? '');
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<BannerErrors | null>(null);
  const linkField = useRef<HTMLInputElement>(null);
  const create = useCreateBanners();
  const update = useUpdateBanner();
  const busy = create.isPending || update.isPending;

  useEffect(() => {
    if (!editing) return;
    linkField.current?.focus();
  }, [editing]);

  const addImages = (added: File[]) => {
    setImages((current) => (editing ? added.slice(0, 1) : [...current, ...added]));
    toast.success(`${added.length} image(s) added.`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkBanner({ link, placement: placement as BannerPlacement | '' });
    setErrors(found);
    if (found) return;
    const input = { link, placement: placement as BannerPlacement };
    const onError = (error: unknown) => onNotice(failureNotice(error));
    if (editing) {
      update.mutate(
        { id: editing._id, input, images },
        {
          onSuccess: () => {
            onNotice({ title: 'Updated!', lines: ['The promotion banner has been updated.'] });
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { input, images },
        {
          onSuccess: () => {
            onNotice({ title: 'Success!', lines: ['Promotion banners have been created successfully.'] });
            onDone();
          },
          onError,
        },
      );
    }
  };

  const submitText = editing
    ? busy
      ? 'Updating...'
      : 'Update Banner'
    : busy
      ? 'Uploading...'
      : 'Add Banners';

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-label="Promotion banner">
      <Input
        ref={linkField}
        label="Link URL"
        type="url"
        name="link"
        placeholder="https://example.com or /products"
        value={link}
        error={errors?.link}
        disabled={busy}
        onChange={(event) => setLink(event.target.value)}
      />
      <PlacementSelect value={placement} error={errors?.placement} disabled={busy} onChange={setPlacement} />
      <div className={styles.field}>
        <span className={styles.label}>{editing ? 'Update Image (optional)' : 'Banner Images'}</span>
        <ImageDropZone
          label="Drag & Drop images here or click to upload"
          multiple={!editing}
          disabled={busy}
          onImages={addImages}
        />
        <ImagePreviews
          files={images}
          disabled={busy}
          onRemove={(index) => setImages(images.filter((_, at) => at !== index))}
        />
      </div>
      <div className={styles.formActions}>
        <Button type="submit" disabled={busy}>
          {submitText}
        </Button>
        {editing && (
          <Button variant="secondary" disabled={busy} onClick={onDone}>
            Cancel Editing
          </Button>
        )}
      </div>
    </form>
  );
}
