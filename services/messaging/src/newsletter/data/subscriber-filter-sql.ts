import type { SubscriberStatus } from '@glow/contracts';

export interface SubscriberFilter {
  /** Part of the email, any case. */
  search?: string | undefined;
  status?: SubscriberStatus | undefined;
}

const likeSpecial = /[\\%_]/g;

/** A filter as SQL conditions (`true` for none) with its parameters, numbered from `firstParam`. */
export function subscriberConditions(
  filter: SubscriberFilter,
  firstParam = 1,
): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${firstParam + params.push(value) - 1}`;
  // Emails are stored lowercased; the pattern's own wildcards are escaped (LIKE's default escape is \).
  if (filter.search)
    conditions.push(`email LIKE ${param(`%${filter.search.toLowerCase().replace(likeSpecial, '\\$&')}%`)}`);
  if (filter.status) conditions.push(`status = ${param(filter.status)}`);
  return { sql: conditions.join(' AND ') || 'true', params };
}
