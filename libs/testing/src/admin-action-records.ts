import { randomBytes } from 'node:crypto';
import type { AdminAction, EventEnvelope } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';

const adminActionTopic = '%.admin-action.recorded';

/** The admin actions a service has put into its outbox (sent or not), oldest first. */
export async function recordedAdminActions(
  db: Queryable,
  schema: string,
): Promise<EventEnvelope<AdminAction>[]> {
  const { rows } = await db.query(`SELECT envelope FROM ${schema}.outbox WHERE topic LIKE $1 ORDER BY id`, [
    adminActionTopic,
  ]);
  return rows.map((row) => (row as { envelope: EventEnvelope<AdminAction> }).envelope);
}

/**
 * Makes putting an admin action into `<schema>.outbox` fail (a BEFORE INSERT trigger on the
 * admin-action topics only), so a test shows the change recorded with it is rolled back too.
 */
export async function failAdminActionRecords(
  db: Queryable,
  schema: string,
): Promise<{ remove(): Promise<void> }> {
  if (!/^[a-z_]+$/.test(schema)) throw new Error(`not a schema name: ${schema}`);
  const name = `refuse_admin_actions_${randomBytes(4).toString('hex')}`;
  await db.query(`
    CREATE FUNCTION ${schema}.${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.topic LIKE '${adminActionTopic}' THEN
        RAISE EXCEPTION 'injected: the admin action could not be recorded';
      END IF;
      RETURN NEW;
    END $$`);
  await db.query(
    `CREATE TRIGGER ${name} BEFORE INSERT ON ${schema}.outbox FOR EACH ROW EXECUTE FUNCTION ${schema}.${name}()`,
  );
  return {
    remove: async () => {
      await db.query(`DROP TRIGGER IF EXISTS ${name} ON ${schema}.outbox`);
      await db.query(`DROP FUNCTION IF EXISTS ${schema}.${name}()`);
    },
  };
}
