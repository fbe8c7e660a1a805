import { withDatabaseBefore } from '@glow/testing';
import { paymentService } from '../src';

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

it('when migration 004 runs on a database holding raw webhook bodies, then the bodies are gone and each row keeps a summary', async () =>
  withDatabaseBefore(paymentService, '004', async ({ pool, migrateAll }) => {
    await pool.query(
      `INSERT INTO payment.webhook_inbox (provider, event, tx_ref, transaction_id, body, processed_at)
       VALUES ('paystack', 'charge.success', 'glow-before-004', '101', convert_to($1, 'UTF8'), now()),
              ('flutterwave', 'charge.completed', NULL, NULL, '\\x00ff', NULL)`,
      [rawPaystackBody],
    );

    await migrateAll();

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
  }));
