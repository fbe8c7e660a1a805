import { useState, type FormEvent } from 'react';
import { useNewsletterSignup } from './use-newsletter-signup';
import styles from './footer.module.css';

// Fixed ids: the footer is on every page once (and tests and styles may name them).
const ids = {
  heading: 'glow-newsletter-heading',
  email: 'glow-newsletter-email',
  feedback: 'glow-newsletter-feedback',
};

export function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const { state, subscribe, edit } = useNewsletterSignup();
  const sending = state.step === 'sending';
  const invalid = state.step === 'invalid';
  const wrong = invalid || state.step === 'failed';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    const ended = await subscribe(email);
    if (ended === 'sent') setEmail('');
    if (ended === 'invalid') input.focus();
  }

  return (
    <>
      <h2 id={ids.heading} className={styles.heading}>
        Newsletter
      </h2>
      <form className={styles.newsletter} onSubmit={submit} noValidate aria-labelledby={ids.heading}>
        <label htmlFor={ids.email} className={styles.fieldLabel}>
          Email address
        </label>
        <div className={styles.signupRow}>
          <input
            id={ids.email}
            className={styles.emailInput}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              edit();
            }}
            aria-invalid={invalid || undefined}
            aria-describedby={wrong ? ids.feedback : undefined}
          />
          <button type="submit" className={styles.subscribe} disabled={sending}>
            {sending ? 'Subscribing...' : 'Subscribe'}
          </button>
        </div>
        {/* Always in the page, so screen readers announce each new text. */}
        <p id={ids.feedback} role="status" className={wrong ? styles.signupError : styles.signupDone}>
          {'text' in state ? state.text : ''}
        </p>
      </form>
    </>
  );
}
