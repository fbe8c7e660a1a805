export interface WebhookDelivery {
  url: string;
  body: string;
  headers: Record<string, string>;
}

export interface WebhookSenderOptions {
  /** Waits before each retry; one attempt more than there are delays. */
  retryDelaysMs: number[];
  timeoutMs: number;
  onGiveUp?: (delivery: WebhookDelivery, reason: string) => void;
}

/** POSTs webhooks like a provider does: a non-2xx answer or no answer is retried a few times. */
export class WebhookSender {
  private readonly pending = new Set<Promise<void>>();
  private readonly abort = new AbortController();

  constructor(private readonly options: WebhookSenderOptions) {}

  send(delivery: WebhookDelivery): void {
    const sending = this.deliver(delivery).finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Resolves once every webhook sent so far was delivered or given up on. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  close(): void {
    this.abort.abort();
  }

  private async deliver(delivery: WebhookDelivery): Promise<void> {
    let reason = '';
    for (let attempt = 0; attempt <= this.options.retryDelaysMs.length; attempt += 1) {
      if (attempt > 0 && !(await this.wait(this.options.retryDelaysMs[attempt - 1] ?? 0))) return;
      try {
        const response = await fetch(delivery.url, {
          method: 'POST',
          headers: delivery.headers,
          body: delivery.body,
          signal: AbortSignal.any([this.abort.signal, AbortSignal.timeout(this.options.timeoutMs)]),
        });
        await response.arrayBuffer();
        if (response.ok) return;
        reason = `HTTP ${response.status}`;
      } catch (error) {
        if (this.abort.signal.aborted) return;
        reason = (error as { cause?: { message?: string } }).cause?.message ?? String(error);
      }
    }
    this.options.onGiveUp?.(delivery, reason);
  }

  /** false when the sender was closed meanwhile. */
  private wait(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      if (this.abort.signal.aborted) return resolve(false);
      const timer = setTimeout(() => resolve(true), ms);
      this.abort.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve(false);
      });
    });
  }
}
