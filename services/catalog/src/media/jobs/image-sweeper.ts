import { PeriodicJob, type Database, type Logger } from '@glow/service-kit';
import { ImageRemovalRepository } from '../data/image-removal-repository';
import type { MediaLibrary } from '../domain/media-library';

const batchSize = 100;
/** Far longer than deleting a batch's files takes; a claim older than this belonged to a dead sweeper. */
const leaseMs = 5 * 60_000;

/**
 * Deletes the files of images let go of once their removal is due (`MediaLibrary.letGo`), then
 * forgets them: files first, so a crash in between leaves a row to sweep again (a file already gone
 * is no error), never a file nobody will delete. Instances sweeping at once claim different rows.
 */
export class ImageSweeper {
  private readonly job: PeriodicJob;

  constructor(
    private readonly db: Database,
    private readonly media: MediaLibrary,
    intervalMs: number,
    private readonly logger: Logger,
  ) {
    this.job = new PeriodicJob('image sweeper', intervalMs, () => this.sweep(), logger);
  }

  start = () => this.job.start();
  runNow = () => this.job.runNow();
  stop = () => this.job.stop();

  private async sweep(): Promise<void> {
    const removals = new ImageRemovalRepository(this.db.pool);
    let removed = 0;
    for (;;) {
      const due = await removals.claimDue(batchSize, leaseMs);
      if (due.length === 0) break;
      await this.media.deleteImages(due);
      await removals.forget(due);
      removed += due.length;
    }
    if (removed > 0) this.logger.info({ removed }, 'files of images let go of deleted');
  }
}
