import { useState } from 'react';
import { Button, toast } from '@glow/web-kit';
import styles from './two-factor.module.css';

export const recoveryTexts = {
  heading: 'Save your recovery codes',
  explain:
    'Each code signs you in once if you lose your phone. Keep them somewhere safe: they will not be shown again.',
  copy: 'Copy',
  copied: 'Recovery codes copied',
  copyFailed: 'Could not copy: select the codes and copy them by hand',
  download: 'Download',
  saved: 'I have saved these codes',
};

const fileUrl = (codes: string[]) =>
  `data:text/plain;charset=utf-8,${encodeURIComponent(`Glow recovery codes\n\n${codes.join('\n')}\n`)}`;

/** The ten recovery codes, shown once, until the admin says they are kept. */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const [saving, setSaving] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(recoveryTexts.copied);
    } catch {
      toast.error(recoveryTexts.copyFailed);
    }
  }

  return (
    <div className={styles.step}>
      <h3 className={styles.subheading}>{recoveryTexts.heading}</h3>
      <p>{recoveryTexts.explain}</p>
      <ol className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy()}>
          {recoveryTexts.copy}
        </Button>
        <a className={styles.download} href={fileUrl(codes)} download="glow-recovery-codes.txt">
          {recoveryTexts.download}
        </a>
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={saving} onChange={(event) => setSaving(event.target.checked)} />
        {recoveryTexts.saved}
      </label>
      <Button onClick={onSaved} disabled={!saving}>
        Done
      </Button>
    </div>
  );
}
