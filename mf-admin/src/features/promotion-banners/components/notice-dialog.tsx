import { Button, Modal } from '@glow/web-kit';
import styles from './banners.module.css';

export interface Notice {
  title: string;
  /** Shown one under the other (a validation answer lists each problem). */
  lines: string[];
}

/** The outcome of a submit or a delete, confirmed with OK. */
export function NoticeDialog({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <Modal
      open={notice !== null}
      onClose={onClose}
      title={notice?.title ?? ''}
      footer={<Button onClick={onClose}>OK</Button>}
    >
      <p className={styles.noticeText}>
        {notice?.lines.map((line, index) => (
          <span key={index}>
            {index > 0 && <br />}
            {line}
          </span>
        ))}
      </p>
    </Modal>
  );
}
