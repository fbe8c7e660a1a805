import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, ErrorBox, errorText, Input, Spinner, SuccessBox } from '@glow/web-kit';
import {
  twoFactorTexts,
  useConfirmEnrolment,
  useStartEnrolment,
  useTurnOff,
  useTwoFactorStatus,
  type Enrolment,
  type TwoFactorStatus,
} from './api/two-factor';
import { RecoveryCodes } from './recovery-codes';
import styles from './two-factor.module.css';

/** The profile's anchor: the admin app links here when an admin route needs the second factor. */
export const twoFactorAnchor = 'two-factor';

export const sectionTexts = {
  heading: 'Two-factor sign-in',
  off: 'Add a second step to your sign-in: a 6-digit code from an authenticator app on your phone.',
  requiredOff: 'Admin pages need two-factor sign-in: set it up to use them.',
  on: 'Two-factor sign-in is on.',
  requiredOn: 'Admin accounts need it here, so it cannot be turned off.',
  start: 'Set up two-factor sign-in',
  starting: 'Starting...',
  scan: 'Scan this QR code with your authenticator app, or enter the key by hand.',
  qrAlt: 'QR code to add Glow to your authenticator app',
  key: 'Key',
  confirm: 'Confirm',
  confirming: 'Confirming...',
  cancel: 'Cancel',
  turnedOn: 'Two-factor sign-in is on. You will be asked for a code when you sign in.',
  turnOff: 'Turn off two-factor sign-in',
  turningOff: 'Turning off...',
  turnedOff: 'Two-factor sign-in is off.',
};

const codesLeft = (count: number) => `${count} recovery ${count === 1 ? 'code' : 'codes'} left.`;

function CodeInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Input
      label="Authentication code"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]{6,7}"
      maxLength={7}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

function PasswordInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Input
      label="Current password"
      name="currentPassword"
      type="password"
      autoComplete="current-password"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Step 1: the password again (whoever holds an open session is not yet the admin). */
function StartEnrolment({
  status,
  onStarted,
}: {
  status: TwoFactorStatus;
  onStarted: (e: Enrolment) => void;
}) {
  const [password, setPassword] = useState('');
  const start = useStartEnrolment();

  function submit(event: FormEvent) {
    event.preventDefault();
    start.mutate(password, { onSuccess: onStarted });
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <p>{status.required ? sectionTexts.requiredOff : sectionTexts.off}</p>
      <ErrorBox text={start.isError ? errorText(start.error, twoFactorTexts.enrolFailed) : null} />
      <PasswordInput value={password} onChange={setPassword} />
      <Button type="submit" disabled={start.isPending}>
        {start.isPending ? sectionTexts.starting : sectionTexts.start}
      </Button>
    </form>
  );
}

/** Step 2: the app learns the secret, and its first code proves it. */
function ConfirmEnrolment({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: Enrolment;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const confirm = useConfirmEnrolment();
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    confirm.mutate(code.replace(/\s/g, ''), { onSuccess: (answer) => onConfirmed(answer.recoveryCodes) });
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <p ref={heading} tabIndex={-1}>
        {sectionTexts.scan}
      </p>
      <img className={styles.qr} src={enrolment.qrCode} alt={sectionTexts.qrAlt} width={200} height={200} />
      <p className={styles.key}>
        {sectionTexts.key}: <code data-testid="two-factor-secret">{enrolment.secret}</code>
      </p>
      <ErrorBox text={confirm.isError ? errorText(confirm.error, twoFactorTexts.confirmFailed) : null} />
      <CodeInput value={code} onChange={setCode} />
      <div className={styles.actions}>
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? sectionTexts.confirming : sectionTexts.confirm}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={confirm.isPending}>
          {sectionTexts.cancel}
        </Button>
      </div>
    </form>
  );
}

/** On: what is left of the recovery codes, and (unless required) turning it off. */
function Enrolled({ status, onTurnedOff }: { status: TwoFactorStatus; onTurnedOff: () => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const turnOff = useTurnOff();

  function submit(event: FormEvent) {
    event.preventDefault();
    turnOff.mutate({ password, code: code.replace(/\s/g, '') }, { onSuccess: onTurnedOff });
  }

  return (
    <div className={styles.form}>
      <p>
        {sectionTexts.on} {codesLeft(status.recoveryCodesLeft)}
      </p>
      {status.required ? (
        <p>{sectionTexts.requiredOn}</p>
      ) : (
        <form className={styles.form} onSubmit={submit}>
          <ErrorBox text={turnOff.isError ? errorText(turnOff.error, twoFactorTexts.turnOffFailed) : null} />
          <PasswordInput value={password} onChange={setPassword} />
          <CodeInput value={code} onChange={setCode} />
          <Button type="submit" variant="danger" disabled={turnOff.isPending}>
            {turnOff.isPending ? sectionTexts.turningOff : sectionTexts.turnOff}
          </Button>
        </form>
      )}
    </div>
  );
}

type Step = { name: 'idle' } | { name: 'confirm'; enrolment: Enrolment } | { name: 'codes'; codes: string[] };

/** An admin's two-factor sign-in: set up (QR code, first code, recovery codes shown once), status, turning off. */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [notice, setNotice] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  const loaded = status.isSuccess;

  // The admin app links here (/profile#two-factor); the section appears only once its status is in.
  useEffect(() => {
    if (loaded && window.location.hash === `#${twoFactorAnchor}`) section.current?.scrollIntoView?.();
  }, [loaded]);

  let body;
  if (step.name === 'codes')
    body = (
      <RecoveryCodes
        codes={step.codes}
        onSaved={() => {
          setNotice(sectionTexts.turnedOn);
          setStep({ name: 'idle' });
        }}
      />
    );
  else if (step.name === 'confirm')
    body = (
      <ConfirmEnrolment
        enrolment={step.enrolment}
        onConfirmed={(codes) => setStep({ name: 'codes', codes })}
        onCancel={() => setStep({ name: 'idle' })}
      />
    );
  else if (status.isPending) body = <Spinner />;
  else if (status.isError) body = <ErrorBox text={errorText(status.error, twoFactorTexts.statusFailed)} />;
  else if (status.data.enrolled)
    body = <Enrolled status={status.data} onTurnedOff={() => setNotice(sectionTexts.turnedOff)} />;
  else
    body = (
      <StartEnrolment
        status={status.data}
        onStarted={(enrolment) => {
          setNotice(null);
          setStep({ name: 'confirm', enrolment });
        }}
      />
    );

  return (
    <section
      ref={section}
      id={twoFactorAnchor}
      className={styles.section}
      aria-labelledby="two-factor-heading"
    >
      <h2 id="two-factor-heading" className={styles.heading}>
        {sectionTexts.heading}
      </h2>
      {step.name === 'idle' && <SuccessBox text={notice} />}
      {body}
    </section>
  );
}
