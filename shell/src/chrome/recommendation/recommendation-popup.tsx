import { useEffect, useId } from 'react';
import { CloseIcon } from '../assets/ui-icons';
import { recommendationMessage, whatsappUrl } from '../contact/contact-details';
import styles from './recommendation-popup.module.css';
import { useRecommendationSchedule } from './recommendation-schedule';

export function RecommendationPopup() {
  const { open, close, finish } = useRecommendationSchedule();
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  if (!open) return null;

  const getRecommendation = () => {
    window.open(whatsappUrl(recommendationMessage), '_blank', 'noopener,noreferrer');
    finish();
  };

  return (
    <div className={styles.popup} role="dialog" aria-labelledby={titleId}>
      <button type="button" className={styles.close} aria-label="Close" onClick={close}>
        <CloseIcon size={20} />
      </button>
      <h2 id={titleId} className={styles.title}>
        Find your perfect match
      </h2>
      <p className={styles.text}>
        Tell our beauty advisers about your skin and hair, and get product recommendations made for you, free
        on WhatsApp.
      </p>
      <button type="button" className={styles.action} onClick={getRecommendation}>
        Get Recommendation
      </button>
    </div>
  );
}
