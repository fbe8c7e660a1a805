import { useState } from 'react';
import { api, ApiError, invalidEmailAddress, isEmailAddress } from '@glow/web-kit';

export const subscribeFailed = 'Could not subscribe. Please try again.';
const subscribeAccepted = 'Check your inbox to confirm your subscription.';

export type SignupState =
  | { step: 'editing' }
  | { step: 'invalid'; text: string }
  | { step: 'sending' }
  | { step: 'sent'; text: string }
  | { step: 'failed'; text: string };

/** A refusal (400) or the rate limit (429) says why in the server's words; anything else is generic. */
function failureText(error: unknown): string {
  const saysWhy = error instanceof ApiError && (error.status === 400 || error.status === 429);
  return saysWhy ? error.message : subscribeFailed;
}

/** The footer's sign-up: one POST; the server answers the same whether the address is new or not. */
export function useNewsletterSignup() {
  const [state, setState] = useState<SignupState>({ step: 'editing' });

  /** Resolves with the step it ended in. */
  async function subscribe(email: string): Promise<SignupState['step']> {
    if (!isEmailAddress(email)) {
      setState({ step: 'invalid', text: invalidEmailAddress });
      return 'invalid';
    }
    setState({ step: 'sending' });
    try {
      const answer = await api.post<{ message?: string }>(
        '/newsletter/subscribe',
        { email: email.trim() },
        { defaultMessage: subscribeFailed },
      );
      setState({ step: 'sent', text: answer?.message || subscribeAccepted });
      return 'sent';
    } catch (error) {
      setState({ step: 'failed', text: failureText(error) });
      return 'failed';
    }
  }

  const edit = () => setState((current) => (current.step === 'invalid' ? { step: 'editing' } : current));
  return { state, subscribe, edit };
}
