import { useEffect, useState } from 'react';
import { ConfirmDialog, Spinner, errorText, toast, useDocumentTitle } from '@glow/web-kit';
import type { PromotionBanner } from '@glow/contracts';
import { deleteFailure, useDeleteBanner } from '../api/delete-banner';
import { bannersFailure, useBanners } from '../api/get-banners';
import { useReorderBanners } from '../api/reorder-banners';
import { BannerForm } from './banner-form';
import { BannerList } from './banner-list';
import { NoticeDialog, type Notice } from './notice-dialog';
import styles from './banners.module.css';

const title = 'Manage Promotion Banners';

export function PromotionBannersPage() {
  useDocumentTitle(title);
  const banners = useBanners();
  const reorder = useReorderBanners();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<PromotionBanner | null>(null);
  const [formRound, setFormRound] = useState(0);
  const [toDelete, setToDelete] = useState<PromotionBanner | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    if (banners.isError) toast.error(bannersFailure);
  }, [banners.isError]);

  const finishForm = () => {
    setEditing(null);
    setFormRound((round) => round + 1);
  };

  const saveOrder = (ordered: PromotionBanner[]) =>
    reorder.mutate(ordered, {
      onSuccess: () => toast.success('Banner order updated successfully.'),
      onError: () => toast.error('Failed to update banner order.'),
    });

  const confirmDelete = () => {
    if (!toDelete) return;
    const { _id: id } = toDelete;
    remove.mutate(id, {
      onSuccess: () => {
        if (editing?._id === id) finishForm();
        setNotice({ title: 'Deleted!', lines: ['The promotion banner has been deleted.'] });
      },
      onError: (error) => setNotice({ title: 'Error!', lines: [errorText(error, deleteFailure)] }),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <BannerForm
        key={`${editing?._id ?? 'new'}-${formRound}`}
        editing={editing}
        onDone={finishForm}
        onNotice={setNotice}
      />
      <section className={styles.listSection} aria-labelledby="existing-banners">
        <h2 id="existing-banners" className={styles.subtitle}>
          Existing Banners
        </h2>
        {banners.isPending ? (
          <Spinner label="Loading promotion banners..." />
        ) : !banners.data?.length ? (
          <p className={styles.empty}>No promotion banners available.</p>
        ) : (
          <BannerList
            banners={banners.data}
            onReorder={saveOrder}
            onEdit={setEditing}
            onDelete={setToDelete}
          />
        )}
      </section>
      <ConfirmDialog
        open={toDelete !== null}
        title="Are you sure?"
        message="Do you really want to delete this promotion banner? This action cannot be undone."
        confirmLabel="Yes, delete it!"
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </section>
  );
}
