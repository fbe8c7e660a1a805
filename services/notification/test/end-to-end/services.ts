import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineService, parseInput } from '@glow/service-kit';
import { z } from 'zod';

function migrationsFor(schema: string, sql: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `glow-${schema}-migrations-`));
  writeFileSync(path.join(dir, '001_init.sql'), sql);
  return dir;
}

const unreadInput = z.object({ userId: z.string().min(1), count: z.number().int().nonnegative() });

/**
 * A producer: stores a user's unread count and announces it through the outbox. It plays messaging,
 * the topic's owner (consumers ignore an `inbox.unread.changed` anyone else writes).
 */
export const inboxService = defineService({
  name: 'messaging',
  schema: 'inbox_demo',
  migrationsDir: migrationsFor(
    'inbox_demo',
    'CREATE TABLE inbox_demo.unread (user_id text PRIMARY KEY, count integer NOT NULL);',
  ),
  routes: (app, ctx) => {
    app.post('/api/demo/unread', async (req, res) => {
      const { userId, count } = parseInput(unreadInput, req.body);
      await ctx.db.transaction(async (client) => {
        await client.query(
          `INSERT INTO inbox_demo.unread (user_id, count) VALUES ($1, $2)
           ON CONFLICT (user_id) DO UPDATE SET count = EXCLUDED.count`,
          [userId, count],
        );
        await ctx.outbox.add(client, 'inbox.unread.changed', {
          key: userId,
          data: { userId, count, through: count },
        });
      });
      res.status(201).json({ userId, count });
    });
  },
});

/** A consumer in another service: records each event's effect exactly once. */
export const tallyService = defineService({
  name: 'tally_demo',
  migrationsDir: migrationsFor(
    'tally_demo',
    'CREATE TABLE tally_demo.effects (event_id text NOT NULL, user_id text NOT NULL, count integer NOT NULL);',
  ),
  consumers: [
    {
      topics: ['inbox.unread.changed'],
      handle: async (event, _topic, ctx) => {
        const data = event.data as { userId: string; count: number };
        await ctx.db.consumeOnce(event, async (client) => {
          await client.query(
            'INSERT INTO tally_demo.effects (event_id, user_id, count) VALUES ($1, $2, $3)',
            [event.id, data.userId, data.count],
          );
        });
      },
    },
  ],
});
