import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gatewayConfigSchema } from '@glow/gateway';
import type { Topic } from '@glow/contracts';
import {
  keepsTokenVersions,
  serviceConfigSchema,
  tokenVersionGroup,
  tokenVersionTopics,
} from '@glow/service-kit';
import { services, type DeployableName, type ServiceName } from '@glow/topology';
import type { z } from 'zod';
import { repoRoot } from './compose-file';

/** Something with its own image: the gateway or a service, as the code configures it. */
export interface Deployable {
  name: DeployableName;
  /** Workspace folder, the WORKSPACE build argument of infra/deploy/service.Dockerfile. */
  workspace: string;
  /** The full zod schema its process validates the environment with. */
  config: z.ZodObject;
  /** The PostgreSQL schema it owns, when it declares a database. */
  dbSchema?: string;
  migrationsDir?: string;
  /** Whether it has `/internal` routes (answered on INTERNAL_PORT when set). */
  internalRoutes: boolean;
  /** The consumer groups it joins and what each reads, as the kit subscribes them. */
  subscriptions: { group: string; topics: Topic[] }[];
}

interface DefinitionLike {
  name: string;
  schema?: string;
  config?: z.ZodObject;
  migrationsDir?: string;
  consumers?: { topics: Topic[] }[];
  internalRoutes?: unknown;
  ownTokenCheck?: unknown;
}

function isDefinition(value: unknown, name: string): value is DefinitionLike {
  return typeof value === 'object' && value !== null && (value as { name?: unknown }).name === name;
}

/** The folders of services/ with a package.json (topology.test.ts holds libs/topology to them). */
export function serviceFolders(): string[] {
  const dir = path.join(repoRoot, 'services');
  return readdirSync(dir)
    .filter((name) => existsSync(path.join(dir, name, 'package.json')))
    .map((name) => `services/${name}`)
    .sort();
}

async function loadService({
  name,
  workspace,
}: {
  name: ServiceName;
  workspace: string;
}): Promise<Deployable> {
  const exports = (await import(path.join(repoRoot, workspace, 'src'))) as Record<string, unknown>;
  const definition = Object.values(exports).find((value) => isDefinition(value, name));
  if (!definition) throw new Error(`${workspace}/src exports no service definition named ${name}`);
  return {
    name,
    workspace,
    config: serviceConfigSchema(definition),
    dbSchema: definition.migrationsDir ? (definition.schema ?? name) : undefined,
    migrationsDir: definition.migrationsDir,
    internalRoutes: definition.internalRoutes !== undefined,
    subscriptions: [
      ...(keepsTokenVersions(definition)
        ? [{ group: tokenVersionGroup(name), topics: [...tokenVersionTopics] }]
        : []),
      ...(definition.consumers ?? []).map((consumer) => ({ group: name, topics: consumer.topics })),
    ],
  };
}

/** The gateway plus every service of libs/topology, as their code defines them. */
export async function loadDeployables(): Promise<Deployable[]> {
  const loaded = await Promise.all(services.map(loadService));
  return [
    {
      name: 'gateway',
      workspace: 'gateway',
      config: gatewayConfigSchema,
      internalRoutes: false,
      subscriptions: [],
    },
    ...loaded,
  ];
}

/** Keys a process cannot start without: no default, not optional. */
export function requiredKeys(config: z.ZodObject): string[] {
  return Object.entries(config.shape)
    .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
    .map(([key]) => key);
}

export function workspaceDependencies(workspace: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, workspace, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {});
}

/** A workspace's own version (its package.json): its image's tag and label. */
export function versionOf(workspace: string): string {
  return (
    JSON.parse(readFileSync(path.join(repoRoot, workspace, 'package.json'), 'utf8')) as { version: string }
  ).version;
}
