import { z } from 'zod';

const rateTable = z.record(z.string().regex(/^[A-Z]{3}$/), z.number().positive());

/** ExchangeRate-API's "latest" answer; its keyed v6 endpoint names the table `conversion_rates`. */
const latestAnswerSchema = z
  .object({
    result: z.literal('success'),
    base_code: z.literal('NGN'),
    time_last_update_unix: z.number().int().positive().optional(),
    rates: rateTable.optional(),
    conversion_rates: rateTable.optional(),
  })
  .transform((answer, ctx) => {
    const rates = answer.rates ?? answer.conversion_rates;
    if (!rates || Object.keys(rates).length === 0) {
      ctx.addIssue({ code: 'custom', message: 'no rates' });
      return z.NEVER;
    }
    if (rates.NGN !== undefined && rates.NGN !== 1) {
      ctx.addIssue({ code: 'custom', message: 'NGN is not 1 against base NGN' });
      return z.NEVER;
    }
    const updatedAt = answer.time_last_update_unix
      ? new Date(answer.time_last_update_unix * 1000)
      : undefined;
    return { rates, updatedAt };
  });

const failureSchema = z.object({ result: z.literal('error'), 'error-type': z.string().optional() });

export class ExchangeRateProviderError extends Error {}

/** Asks an ExchangeRate-API-shaped endpoint for the latest NGN rates. */
export class ExchangeRateProvider {
  constructor(
    private readonly url: string,
    private readonly timeoutMs: number,
  ) {}

  async latest(): Promise<{ rates: Record<string, number>; updatedAt?: Date }> {
    const response = await fetch(this.url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const body: unknown = await response.json().catch(() => undefined);
    const failure = failureSchema.safeParse(body);
    if (failure.success) {
      throw new ExchangeRateProviderError(
        `provider answered error ${failure.data['error-type'] ?? '(no error-type)'} (HTTP ${response.status})`,
      );
    }
    if (!response.ok) throw new ExchangeRateProviderError(`provider answered HTTP ${response.status}`);
    const parsed = latestAnswerSchema.safeParse(body);
    if (!parsed.success) {
      throw new ExchangeRateProviderError(`provider answer is malformed: ${z.prettifyError(parsed.error)}`);
    }
    return parsed.data;
  }
}
