/** Connection-level failures of PostgreSQL: the database is away, so "try again", not "we have a bug". */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  const message = error instanceof Error ? error.message : '';
  return (
    (typeof code === 'string' && unavailableCodes.has(code)) ||
    /timeout exceeded when trying to connect|Connection terminated|not queryable|Query read timeout/i.test(
      message,
    )
  );
}
