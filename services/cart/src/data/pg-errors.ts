/** PostgreSQL's foreign_key_violation: the product was deleted while a line or favourite was written. */
export const isProductGone = (error: unknown) => (error as { code?: string } | null)?.code === '23503';
