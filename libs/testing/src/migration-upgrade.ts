import {
  createLogger,
  keepsTokenVersions,
  kitMigrations,
  migrate,
  readMigrationDir,
  type Migration,
  type Pool,
} from '@glow/service-kit';
import { createTestDatabase, testPool } from './database';

/** What a migration test owns: the service's database as an older build left it, and the rest to run. */
export interface DatabaseBeforeMigration {
  pool: Pool;
  /** Runs every migration still pending (the one under test and any after it). */
  migrateAll(): Promise<void>;
}

interface MigratedService {
  name: string;
  schema?: string;
  migrationsDir?: string;
  ownTokenCheck?: unknown;
}

/**
 * A fresh database holding the service's schema as it was just before `migration` (a file name such
 * as '005_variants.sql': the ones sorting before it ran), handed to `test` to fill and to migrate the
 * rest; dropped afterwards.
 */
export async function withDatabaseBefore(
  service: MigratedService,
  migration: string,
  test: (database: DatabaseBeforeMigration) => Promise<void>,
): Promise<void> {
  const schema = service.schema ?? service.name;
  const logger = createLogger(service.name, 'silent');
  const all: Migration[] = [
    ...kitMigrations(schema, { tokenVersions: keepsTokenVersions(service) }),
    ...(await readMigrationDir(service.migrationsDir!)),
  ];
  const database = await createTestDatabase();
  const pool = testPool(database.url);
  try {
    await migrate(
      pool,
      schema,
      all.filter((each) => each.name < migration),
      logger,
    );
    await test({ pool, migrateAll: () => migrate(pool, schema, all, logger) });
  } finally {
    await pool.end();
    await database.drop();
  }
}
