import { createLogger, kitMigrations, migrate, readMigrationDir, type Migration } from '@glow/service-kit';
import { createTestDatabase, testPool } from '@glow/testing';
import { paymentService } from '../src';

const logger = createLogger('payment', 'silent');
const migrations = async (): Promise<Migration[]> => [
  ...kitMigrations('payment'),
  ...(await readMigrationDir(paymentService.migrationsDir!)),
];

const rawPaystackBody = JSON.stringify({
  event: 'charge.success',
  data: {
    id: 101,
    reference: 'glow-before-004',
    status: 'success',
    customer: { email: 'ada.obi@example.com' },
    authorization: { authorization_code: 'AUTH_72btv547qz', bin: '408408', last4: '4081' },
  },
});

it('when migration 004 runs on a database holding raw webhook bodies, then the bodies are gone and each row keeps a summary', async () => {
  const database = await createTestDatabase();
  const pool = testPool(database.url);
  try {
    const all = await migrations();
    await migrate(
      pool,
      'payment',
      all.filter((migration) => migration.name < '004'),
      logger,
    );
    await pool.query(
      `INSERT INTO payment.webhook_inbox (provider, event, tx_ref, transaction_id, body, processed_at)
       VALUES ('paystack', 'charge.success', 'glow-before-004', '101', convert_to($1, 'UTF8'), now()),
              ('flutterwave', 'charge.completed', NULL, NULL, '\\x00ff', NULL)`,
      [rawPaystackBody],
    );

    await migrate(pool, 'payment', all, logger);

    const { rows: columns } = await pool.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = 'payment' AND table_name = 'webhook_inbox'`,
    );
    expect(columns.map((column) => column.column_name)).not.toContain('body');
    const { rows } = await pool.query('SELECT provider, summary FROM payment.webhook_inbox ORDER BY id');
    expect(rows).toEqual([
      {
        provider: 'paystack',
        summary: { event: 'charge.success', reference: 'glow-before-004', id: '101' },
      },
      { provider: 'flutterwave', summary: { event: 'charge.completed' } },
    ]);
  } finally {
    await pool.end();
    await database.drop();
  }
});
