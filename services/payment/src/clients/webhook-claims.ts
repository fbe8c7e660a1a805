import { z } from 'zod';
import { formatMinorUnits } from './money';

/**
 * A webhook's own amount and currency, read only to be recorded: a malformed one is dropped rather
 * than refusing a webhook whose signature holds (its figures never decide anything).
 */
export const claimedFigures = {
  amount: z.union([z.number(), z.string()]).optional().catch(undefined),
  currency: z.string().optional().catch(undefined),
};

/** The claimed amount as major units with two decimals, or undefined when it is not an amount. */
export function claimedAmount(
  amount: number | string | undefined,
  toMinorUnits: (amount: number | string) => bigint,
): string | undefined {
  if (amount === undefined) return undefined;
  try {
    return formatMinorUnits(toMinorUnits(amount));
  } catch {
    return undefined;
  }
}
