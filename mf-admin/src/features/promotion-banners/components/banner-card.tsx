import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from '@glow/web-kit';
import type { PromotionBanner } from '@glow/contracts';
import { opensInNewTab, placementLabel } from '../hooks/banner-form-rules';
import styles from './banners.module.css';

export interface BannerCardProps {
  banner: PromotionBanner;
  position: number;
  count: number;
  /** -1 moves it one place earlier, 1 one place later. */
  onMove: (step: -1 | 1) => void;
  onEdit: (banner: PromotionBanner) => void;
  onDelete: (banner: PromotionBanner) => void;
}

export function BannerCard({ banner, position, count, onMove, onEdit, onDelete }: BannerCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: banner._id });
  const label = placementLabel(banner.placement);
  const newTab = banner.link ? opensInNewTab(banner.link) : false;

  return (
    <li
      ref={setNodeRef}
      // The drag offset changes every frame; a class cannot carry it.
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`${styles.bannerCard} ${isDragging ? styles.dragging : ''}`}
      aria-label={`Banner ${position} of ${count}`}
    >
      <img className={styles.bannerImage} src={banner.image.url} alt={`${label} banner`} />
      <div className={styles.bannerBody}>
        {banner.link && (
          <>
            <p className={styles.placement}>{`Placement: ${label}`}</p>
            <a
              className={styles.visit}
              href={banner.link}
              target={newTab ? '_blank' : undefined}
              rel={newTab ? 'noopener noreferrer' : undefined}
            >
              Visit Link
            </a>
          </>
        )}
        <div className={styles.cardActions}>
          <button
            type="button"
            ref={setActivatorNodeRef}
            className={styles.handle}
            {...attributes}
            {...listeners}
            aria-label={`Drag banner ${position} to reorder`}
          >
            <span aria-hidden="true">⠿</span>
          </button>
          <button
            type="button"
            className={styles.move}
            disabled={position === 1}
            aria-label={`Move banner ${position} up`}
            onClick={() => onMove(-1)}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className={styles.move}
            disabled={position === count}
            aria-label={`Move banner ${position} down`}
            onClick={() => onMove(1)}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <Button variant="secondary" onClick={() => onEdit(banner)}>
            Edit
          </Button>
          <Button variant="danger" onClick={() => onDelete(banner)}>
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
