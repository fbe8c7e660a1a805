import { randomBytes } from 'node:crypto';
import type { Queryable } from '@glow/service-kit';

export interface SqlStateFaultOptions {
  /** Schema-qualified: `orders.orders`. */
  table: string;
  on: 'INSERT' | 'UPDATE' | 'DELETE';
  /** What PostgreSQL answers: 40001, 40P01, 53300, 55P03, 57014 … */
  sqlState: string;
  /** How many rows written fail before they pass again. */
  times: number;
}

export interface SqlStateFault {
  /** Rows the trigger has seen so far, failed ones included. */
  tries(): Promise<number>;
  remove(): Promise<void>;
}

/**
 * Makes the first `times` row writes on a table fail with a SQLSTATE, raised by a BEFORE trigger,
 * as PostgreSQL does under contention, overload, lock waits or timeouts. The count is a sequence:
 * `nextval` survives the rollback of the transaction the fault aborts.
 */
export async function injectSqlStateFault(
  db: Queryable,
  { table, on, sqlState, times }: SqlStateFaultOptions,
): Promise<SqlStateFault> {
  if (!/^[a-z_]+\.[a-z_]+$/.test(table)) throw new Error(`not a schema-qualified table: ${table}`);
  if (!/^[0-9A-Z]{5}$/.test(sqlState)) throw new Error(`not a SQLSTATE: ${sqlState}`);
  if (!Number.isInteger(times) || times < 0) throw new Error(`not a count: ${times}`);
  const name = `test_faults.fault_${randomBytes(4).toString('hex')}`;
  const trigger = name.split('.')[1]!;
  await db.query('CREATE SCHEMA IF NOT EXISTS test_faults');
  await db.query(`CREATE SEQUENCE ${name}`);
  await db.query(`
    CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF nextval('${name}') <= ${times} THEN
        RAISE EXCEPTION 'injected fault %', '${sqlState}' USING ERRCODE = '${sqlState}';
      END IF;
      RETURN NEW;
    END $$`);
  await db.query(
    `CREATE TRIGGER ${trigger} BEFORE ${on} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`,
  );
  return {
    tries: async () => {
      const { rows } = await db.query(
        `SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS tries FROM ${name}`,
      );
      return Number((rows[0] as { tries: string }).tries);
    },
    remove: async () => {
      await db.query(`DROP TRIGGER IF EXISTS ${trigger} ON ${table}`);
      await db.query(`DROP FUNCTION IF EXISTS ${name}()`);
      await db.query(`DROP SEQUENCE IF EXISTS ${name}`);
    },
  };
}
