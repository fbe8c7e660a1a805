import { useId, useState, type FormEvent } from 'react';
import { Button, ImageDropZone, ImagePreviews, Input, errorText, toast } from '@glow/web-kit';
import type { HeroSection } from '@glow/contracts';
import { heroUpdateFailure, useUpdateHeroSection } from '../api/update-hero-section';
import { checkHero, cleanHero, draftOf, type HeroErrors } from '../hooks/hero-form-rules';
import { HeroButtonRows } from './hero-button-rows';
import styles from './hero-section.module.css';

/** The server's own reason is shown after 'Error: '; without one, the general failure. */
function failureText(error: unknown): string {
  const text = errorText(error, heroUpdateFailure);
  return text === heroUpdateFailure ? text : `Error: ${text}`;
}

export function HeroForm({ hero }: { hero: HeroSection | null }) {
  const [draft, setDraft] = useState(() => draftOf(hero));
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<HeroErrors | null>(null);
  const update = useUpdateHeroSection();
  const subtitleId = useId();
  const saving = update.isPending;

  const addImages = (added: File[]) => {
    setImages((current) => [...current, ...added]);
    toast.success(`${added.length} image(s) added.`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkHero(draft);
    setErrors(found);
    if (found) return;
    update.mutate(
      { ...cleanHero(draft), images },
      {
        onSuccess: () => {
          setImages([]);
          toast.success('Hero section updated successfully.');
        },
        onError: (error) => toast.error(failureText(error)),
      },
    );
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-label="Hero section">
      <Input
        label="Title"
        name="title"
        required
        value={draft.title}
        error={errors?.title}
        disabled={saving}
        onChange={(event) => setDraft({ ...draft, title: event.target.value })}
      />
      <div className={styles.field}>
        <label htmlFor={subtitleId} className={styles.label}>
          Subtitle
        </label>
        <textarea
          id={subtitleId}
          className={styles.textarea}
          required
          rows={3}
          value={draft.subtitle}
          disabled={saving}
          aria-invalid={errors?.subtitle ? true : undefined}
          aria-describedby={errors?.subtitle ? `${subtitleId}-error` : undefined}
          onChange={(event) => setDraft({ ...draft, subtitle: event.target.value })}
        />
        {errors?.subtitle && (
          <p id={`${subtitleId}-error`} className={styles.error}>
            {errors.subtitle}
          </p>
        )}
      </div>
      <HeroButtonRows
        buttons={draft.buttons}
        errors={errors?.buttons ?? []}
        disabled={saving}
        onChange={(buttons) => setDraft({ ...draft, buttons })}
      />
      <div className={styles.field}>
        <span className={styles.label}>Add Images</span>
        <ImageDropZone
          label="Drag & Drop images here or click to upload"
          disabled={saving}
          onImages={addImages}
        />
        <ImagePreviews
          files={images}
          disabled={saving}
          onRemove={(index) => setImages(images.filter((_, at) => at !== index))}
        />
      </div>
      <Button type="submit" disabled={saving} className={styles.submit}>
        {saving ? 'Updating...' : 'Update Hero Section'}
      </Button>
    </form>
  );
}
