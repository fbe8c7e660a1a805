import type { Logger } from '@glow/service-kit';
import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleWhen,
  wrap,
  type FailureReason,
} from 'cockatiel';
import { Gauge, type Registry } from 'prom-client';
import { PaymentProviderError, type ProviderName } from './payment-provider';

export interface CircuitSettings {
  /** How long a provider is left alone after it said 429 or kept timing out, before one test call. */
  breakMs: number;
  /** Consecutive timeouts that open the circuit (one 429 opens it). */
  timeoutsToBreak: number;
}

const rateLimited = (error: Error) => error instanceof PaymentProviderError && error.httpStatus === 429;
const timedOut = (error: Error) => error instanceof PaymentProviderError && error.kind === 'timeout';

const providerNames: ProviderName[] = ['flutterwave', 'paystack'];

const reasonOf = (failure: FailureReason<unknown> | { isolated: true }) =>
  'error' in failure ? failure.error.message : 'isolated';

/**
 * One circuit per provider, for this running instance: a provider that answered 429 (or timed out
 * `timeoutsToBreak` times in a row) is not called for `breakMs`; calls meanwhile fail at once with a
 * retryable PaymentProviderError (`circuit-open`), which settle() answers as `pending` and records
 * nothing, so verify, webhooks and reconciliation ask again later. Then one test call decides.
 */
export class ProviderCircuits {
  private readonly policies: Record<ProviderName, <T>(work: () => Promise<T>) => Promise<T>>;
  /** Per provider, until when calls are refused without asking (0: closed). */
  private readonly openUntil: Record<ProviderName, number> = { flutterwave: 0, paystack: 0 };

  constructor(
    private readonly settings: CircuitSettings,
    logger: Logger,
    registry: Registry,
  ) {
    const gauge = new Gauge({
      name: 'payment_provider_circuit_open',
      help: 'Whether this instance stopped calling the provider for a while (429 or timeouts): 1 open, 0 closed',
      labelNames: ['provider'],
      registers: [registry],
    });
    const policyFor = (provider: ProviderName) => {
      const breakers = [
        circuitBreaker(handleWhen(rateLimited), {
          halfOpenAfter: settings.breakMs,
          breaker: new ConsecutiveBreaker(1),
        }),
        circuitBreaker(handleWhen(timedOut), {
          halfOpenAfter: settings.breakMs,
          breaker: new ConsecutiveBreaker(settings.timeoutsToBreak),
        }),
      ];
      for (const breaker of breakers) {
        breaker.onBreak((failure) => {
          this.openUntil[provider] = Date.now() + settings.breakMs;
          gauge.set({ provider }, 1);
          logger.warn(
            { provider, reason: reasonOf(failure), breakMs: settings.breakMs },
            `payment provider ${provider}: circuit open, not calling it for ${settings.breakMs} ms`,
          );
        });
        breaker.onReset(() => {
          if (breakers.some((each) => each.state !== CircuitState.Closed)) return;
          this.openUntil[provider] = 0;
          gauge.set({ provider }, 0);
          logger.info({ provider }, `payment provider ${provider}: circuit closed, calling it again`);
        });
      }
      gauge.set({ provider }, 0);
      const policy = wrap(...breakers);
      return <T>(work: () => Promise<T>) => policy.execute(work) as Promise<T>;
    };
    this.policies = { flutterwave: policyFor('flutterwave'), paystack: policyFor('paystack') };
  }

  /** Runs one provider call through its circuit; an open circuit answers a `circuit-open` error at once. */
  async call<T>(provider: ProviderName, work: () => Promise<T>): Promise<T> {
    try {
      return await this.policies[provider](work);
    } catch (error) {
      if (!(error instanceof BrokenCircuitError)) throw error;
      throw new PaymentProviderError(
        provider,
        'circuit-open',
        `not called for ${this.settings.breakMs} ms after it answered 429 or kept timing out`,
      );
    }
  }

  /** The providers whose circuit is open and still in its break: work for them can wait. */
  refusing(): ProviderName[] {
    const now = Date.now();
    return providerNames.filter((provider) => this.openUntil[provider] > now);
  }
}
