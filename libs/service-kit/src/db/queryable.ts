import type { Pool, PoolClient } from 'pg';

/** A pool or a client inside a transaction: repositories work with either. */
export type Queryable = Pick<Pool | PoolClient, 'query'>;
