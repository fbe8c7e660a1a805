import { visuallyHiddenClass } from '@glow/web-kit';
import { useState } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import type { PromotionBanner } from '@glow/contracts';
import { BannerCard } from './banner-card';
import styles from './banners.module.css';

export interface BannerListProps {
  banners: PromotionBanner[];
  onReorder: (banners: PromotionBanner[]) => void;
  onEdit: (banner: PromotionBanner) => void;
  onDelete: (banner: PromotionBanner) => void;
}

const screenReaderInstructions = {
  draggable:
    'To pick up a banner, press space or enter. Use the arrow keys to move it, press space or enter again to drop it, or escape to cancel.',
};

/** Cards reorder by dragging their handle (mouse, touch or keyboard) or with their move buttons. */
export function BannerList({ banners, onReorder, onEdit, onDelete }: BannerListProps) {
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = banners.map((banner) => banner._id);
  const positionOf = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  const where = (id: UniqueIdentifier | undefined) => `position ${positionOf(id)} of ${ids.length}`;

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up the banner at ${where(active.id)}.`,
    onDragOver: ({ over }) => (over ? `The banner is over ${where(over.id)}.` : undefined),
    onDragEnd: ({ over }) => (over ? `Banner dropped at ${where(over.id)}.` : 'Banner dropped.'),
    onDragCancel: ({ active }) => `Moving cancelled; the banner stays at ${where(active.id)}.`,
  };

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= banners.length) return;
    onReorder(arrayMove(banners, from, to));
    setAnnouncement(`Banner moved to position ${to + 1} of ${banners.length}.`);
  };

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dragEnd}
        accessibility={{ announcements, screenReaderInstructions }}
      >
        <SortableContext items={ids} strategy={rectSortingStrategy}>
          <ol className={styles.grid}>
            {banners.map((banner, index) => (
              <BannerCard
                key={banner._id}
                banner={banner}
                position={index + 1}
                count={banners.length}
                onMove={(step) => move(index, index + step)}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p aria-live="polite" className={visuallyHiddenClass}>
        {announcement}
      </p>
    </>
  );
}
