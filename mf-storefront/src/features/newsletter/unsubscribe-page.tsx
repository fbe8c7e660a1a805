import { Button, ErrorBox, SuccessBox, useDocumentTitle } from '@glow/web-kit';
import {
  invalidUnsubscribe,
  unsubscribed,
  unsubscribeFailed,
  useUnsubscribe,
} from './api/newsletter-token-calls';
import { linkRefused, tokenErrorText } from './api/token-error-text';
import { NewsletterCard } from './components/newsletter-card';
import { useTokenFromLink } from './hooks/use-token-from-link';
import styles from './newsletter-page.module.css';

export const unsubscribeQuestion = 'Do you want to stop receiving the Glow newsletter?';

/** Nothing happens until the button is pressed: mail scanners that open the link change nothing. */
function Unsubscribe({ token }: { token: string }) {
  const request = useUnsubscribe();
  if (request.isSuccess) return <SuccessBox text={request.data?.message || unsubscribed} />;
  const refused = request.isError && linkRefused(request.error);
  return (
    <>
      {!refused && <p className={styles.note}>{unsubscribeQuestion}</p>}
      <ErrorBox text={request.isError ? tokenErrorText(request.error, unsubscribeFailed) : null} />
      {!refused && (
        <Button onClick={() => request.mutate(token)} disabled={request.isPending}>
          {request.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
        </Button>
      )}
    </>
  );
}

export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const token = useTokenFromLink();
  return (
    <NewsletterCard>
      {token ? <Unsubscribe key={token} token={token} /> : <ErrorBox text={invalidUnsubscribe} />}
    </NewsletterCard>
  );
}
