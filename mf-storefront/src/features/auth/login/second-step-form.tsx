import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AuthAnswer } from '@glow/contracts';
import { Button, ErrorBox, errorText, Input } from '@glow/web-kit';
import { secondStepFailed, useLogInWithCode } from './second-step-api';
import styles from '../components/auth-form.module.css';

export const secondStepTexts = {
  codeLabel: 'Authentication code',
  codeHint: 'Enter the 6-digit code from your authenticator app.',
  recoveryLabel: 'Recovery code',
  recoveryHint: 'Enter one of the recovery codes you saved when you set up two-factor sign-in.',
  useRecovery: 'Use a recovery code instead',
  useApp: 'Use the authenticator app instead',
  verify: 'Verify',
  verifying: 'Verifying...',
  startOver: 'Back to login',
};

interface SecondStepFormProps {
  mfaToken: string;
  onSignedIn: (answer: AuthAnswer) => void;
  onStartOver: () => void;
}

/** The sign-in's second step: a code from the authenticator app, or one of the recovery codes. */
export function SecondStepForm({ mfaToken, onSignedIn, onStartOver }: SecondStepFormProps) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const verify = useLogInWithCode();
  const field = useRef<HTMLInputElement>(null);
  const pending = verify.isPending || verify.isSuccess;
  const error = verify.isError ? errorText(verify.error, secondStepFailed) : null;

  // The password step's field is gone: the code (or recovery code) field takes the focus.
  useEffect(() => field.current?.focus(), [useRecovery]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const factor = useRecovery ? { recoveryCode: recoveryCode.trim() } : { code: code.replace(/\s/g, '') };
    verify.mutate({ mfaToken, ...factor }, { onSuccess: onSignedIn });
  }

  function switchFactor() {
    verify.reset();
    setUseRecovery((value) => !value);
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <ErrorBox text={error} />
      {useRecovery ? (
        <Input
          key="recovery"
          ref={field}
          label={secondStepTexts.recoveryLabel}
          name="recoveryCode"
          hint={secondStepTexts.recoveryHint}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          value={recoveryCode}
          onChange={(event) => setRecoveryCode(event.target.value)}
        />
      ) : (
        <Input
          key="code"
          ref={field}
          label={secondStepTexts.codeLabel}
          name="code"
          hint={secondStepTexts.codeHint}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          maxLength={7}
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      )}
      <Button type="submit" fullWidth disabled={pending}>
        {pending ? secondStepTexts.verifying : secondStepTexts.verify}
      </Button>
      <Button variant="ghost" fullWidth onClick={switchFactor} disabled={pending}>
        {useRecovery ? secondStepTexts.useApp : secondStepTexts.useRecovery}
      </Button>
      <Button variant="ghost" fullWidth onClick={onStartOver} disabled={pending}>
        {secondStepTexts.startOver}
      </Button>
    </form>
  );
}
