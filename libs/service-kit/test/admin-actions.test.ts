import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminAction, EventEnvelope } from '@glow/contracts';
import { actingAdmin, anyChanged, changedFields, defineService, recordAdminAction } from '@glow/service-kit';
import { startServiceForTest, testPool, type ServiceUnderTest } from '@glow/testing';
import type { Pool } from 'pg';

/** A catalog-like service whose admin route changes a price and records it, or fails after recording. */
const pricesService = (migrationsDir: string) =>
  defineService({
    name: 'catalog',
    schema: 'audited',
    migrationsDir,
    routes(app, ctx) {
      app.put('/api/prices/:id', ctx.auth.requireAdmin, async (req, res) => {
        const id = String(req.params.id);
        const { price, failAfterRecording } = req.body as { price: number; failAfterRecording?: boolean };
        await ctx.db.transaction(async (client) => {
          const { rows } = await client.query<{ price: number; name: string }>(
            'SELECT price::float AS price, name FROM audited.prices WHERE id = $1 FOR UPDATE',
            [id],
          );
          const before = rows[0]!;
          await client.query('UPDATE audited.prices SET price = $2 WHERE id = $1', [id, price]);
          const change = changedFields(before, { ...before, price });
          if (anyChanged(change))
            await recordAdminAction(client, ctx.outbox, 'catalog.admin-action.recorded', {
              ...actingAdmin(req),
              action: 'product.updated',
              subject: { type: 'product', id },
              ...change,
            });
          if (failAfterRecording) throw new Error('the change failed after it was recorded');
        });
        res.json({ id, price });
      });
    },
  });

describe('recording admin actions (kit audit)', () => {
  let dir: string;
  let running: ServiceUnderTest;
  let pool: Pool;
  const productId = randomUUID();
  const adminId = randomUUID();
  const sessionId = randomUUID();

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'glow-audit-'));
    await writeFile(
      path.join(dir, '001_prices.sql'),
      `CREATE TABLE audited.prices (id text PRIMARY KEY, name text NOT NULL, price numeric(12, 2) NOT NULL);
       INSERT INTO audited.prices VALUES ('${productId}', 'Argan Oil Serum', 12500);`,
    );
    running = await startServiceForTest(pricesService(dir));
    pool = testPool(running.database!.url);
  });
  afterAll(async () => {
    await pool.end();
    await running.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const changePrice = (body: Record<string, unknown>, claims: Record<string, unknown> = { sid: sessionId }) =>
    fetch(`${running.url}/api/prices/${productId}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${running.keys.sign({ _id: adminId, isAdmin: true, tv: 0, ...claims })}`,
        'content-type': 'application/json',
        'x-request-id': 'req-42',
      },
      body: JSON.stringify(body),
    });
  const recorded = async () =>
    (
      await pool.query<{ topic: string; event_key: string; envelope: EventEnvelope<AdminAction> }>(
        "SELECT topic, event_key, envelope FROM audited.outbox WHERE topic LIKE '%admin-action%' ORDER BY id",
      )
    ).rows;
  const price = async () =>
    (await pool.query<{ price: string }>('SELECT price FROM audited.prices WHERE id = $1', [productId]))
      .rows[0]!.price;

  afterEach(() => pool.query("DELETE FROM audited.outbox WHERE topic LIKE '%admin-action%'"));

  it('when an admin changes a price, then the action is in the outbox with who, the session, the request id, and only what changed', async () => {
    const before = Date.now();
    expect((await changePrice({ price: 11000 })).status).toBe(200);

    const [row, ...others] = await recorded();
    expect(others).toEqual([]);
    expect(row).toMatchObject({ topic: 'catalog.admin-action.recorded', event_key: productId });
    expect(row!.envelope).toMatchObject({ source: 'catalog', correlationId: 'req-42' });
    expect(row!.envelope.data).toEqual({
      actor: { userId: adminId, sessionId },
      requestId: 'req-42',
      action: 'product.updated',
      subject: { type: 'product', id: productId },
      before: { price: 12500 },
      after: { price: 11000 },
      at: expect.any(String),
    });
    expect(Date.parse(row!.envelope.data.at)).toBeGreaterThanOrEqual(before - 1);
  });

  it('when the change fails after it was recorded, then neither the change nor the action is kept', async () => {
    const kept = await price();

    expect((await changePrice({ price: 1, failAfterRecording: true })).status).toBe(500);

    expect(await price()).toBe(kept);
    expect(await recorded()).toEqual([]);
  });

  it('when the token names no session, then the actor has no session id', async () => {
    await changePrice({ price: 9000 }, {});

    expect((await recorded())[0]!.envelope.data.actor).toEqual({ userId: adminId });
  });

  it('when an edit changes nothing, then nothing is recorded', async () => {
    await changePrice({ price: Number(await price()) });

    expect(await recorded()).toEqual([]);
  });
});

describe('changedFields', () => {
  it('when some fields differ, then each side holds only those, nested values compared by value', () => {
    expect(
      changedFields(
        { name: 'Serum', price: 100, stock: null, images: ['a'], category: { id: 'c' } },
        { name: 'Serum', price: 120, stock: 5, images: ['a'], category: { id: 'c' } },
      ),
    ).toEqual({ before: { price: 100, stock: null }, after: { price: 120, stock: 5 } });
  });

  it('when a field exists on one side only, then it is on that side only', () => {
    expect(changedFields({ a: 1 }, { b: 2 })).toEqual({ before: { a: 1 }, after: { b: 2 } });
  });

  it('when nothing differs, then both sides are empty and anyChanged says so', () => {
    const change = changedFields({ a: [1, 2] }, { a: [1, 2] });
    expect(change).toEqual({ before: {}, after: {} });
    expect(anyChanged(change)).toBe(false);
    expect(anyChanged(changedFields({ a: 1 }, { a: 2 }))).toBe(true);
  });
});
