const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `value` has the shape PostgreSQL's `uuid` type accepts in canonical form. Checked before
 * a query, so an id like `not-a-uuid` is a 404 (or a refused token), not a database error.
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && uuidShape.test(value);
}
