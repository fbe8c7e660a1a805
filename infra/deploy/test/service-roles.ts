import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './compose-file';

export const serviceRolesSql = path.join(repoRoot, 'infra/deploy/postgres/service-roles.sql');
export const initServiceRolesScript = path.join(repoRoot, 'infra/deploy/postgres/init-service-roles.sh');

/** The (role, schema) pairs that infra/deploy/postgres/service-roles.sql creates. */
export function serviceRoles(sqlFile = serviceRolesSql): Map<string, string> {
  const sql = readFileSync(sqlFile, 'utf8');
  return new Map(
    [...sql.matchAll(/\('([a-z_][a-z0-9_]*)', '([a-z_][a-z0-9_]*)'\)/g)].map((match) => [
      match[1]!,
      match[2]!,
    ]),
  );
}
