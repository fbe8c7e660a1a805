import { useEffect, useRef } from 'react';
import { Button, ErrorBox, SuccessBox, useDocumentTitle } from '@glow/web-kit';
import {
  confirmFailed,
  invalidConfirmation,
  subscriptionConfirmed,
  useConfirmSubscription,
} from './api/newsletter-token-calls';
import { linkRefused, tokenErrorText } from './api/token-error-text';
import { NewsletterCard } from './components/newsletter-card';
import { useTokenFromLink } from './hooks/use-token-from-link';
import styles from './newsletter-page.module.css';

export const confirming = 'Confirming your subscription...';

function Confirmation({ token }: { token: string }) {
  const confirm = useConfirmSubscription();
  const { mutate } = confirm;
  const sentFor = useRef<string | null>(null);

  // The page POSTs once per token, also when React runs the effect twice in development.
  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  if (confirm.isSuccess) return <SuccessBox text={confirm.data?.message || subscriptionConfirmed} />;
  if (confirm.isError)
    return (
      <>
        <ErrorBox text={tokenErrorText(confirm.error, confirmFailed)} />
        {!linkRefused(confirm.error) && (
          <Button variant="secondary" onClick={() => mutate(token)}>
            Try again
          </Button>
        )}
      </>
    );
  return (
    <p role="status" className={styles.pending}>
      {confirming}
    </p>
  );
}

export function ConfirmSubscriptionPage() {
  useDocumentTitle('Confirm subscription');
  const token = useTokenFromLink();
  return (
    <NewsletterCard>
      {token ? <Confirmation key={token} token={token} /> : <ErrorBox text={invalidConfirmation} />}
    </NewsletterCard>
  );
}
