import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { NewsletterSubscriber } from '@glow/contracts';
import type { Logger } from '@glow/service-kit';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';

const columns = [
  { key: 'email', header: 'email' },
  { key: 'status', header: 'status' },
  { key: 'createdAt', header: 'subscribed_at' },
  { key: 'confirmedAt', header: 'confirmed_at' },
];

/** Streams subscribers as a CSV download: rows go out as they are read, at the pace the client takes them. */
export async function sendSubscribersCsv(
  res: Response,
  subscribers: AsyncIterable<NewsletterSubscriber>,
  logger: Logger,
): Promise<void> {
  res.attachment('glow-subscribers.csv');
  res.type('text/csv; charset=utf-8');
  try {
    await pipeline(Readable.from(subscribers), stringify({ header: true, columns }), res);
  } catch (error) {
    // The answer has begun: a failure can only cut it short, which the client sees as a broken download.
    logger.warn({ err: error }, 'subscriber export ended early');
    res.destroy();
  }
}
