import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gatewayConfigSchema } from '@glow/gateway';
import type { Topic } from '@glow/contracts';
import {
  baseConfigSchema,
  keepsTokenVersions,
  tokenVersionGroup,
  tokenVersionTopics,
} from '@glow/service-kit';
import type { z } from 'zod';
import { repoRoot } from './compose-file';

/** Something with its own image: the gateway or a service, as the code configures it. */
export interface Deployable {
  name: string;
  /** Workspace folder, the WORKSPACE build argument of infra/deploy/service.Dockerfile. */
  workspace: string;
  /** The full zod schema its process validates the environment with. */
  config: z.ZodObject;
  /** The PostgreSQL schema it owns, when it declares a database. */
  dbSchema?: string;
  migrationsDir?: string;
  /** The consumer groups it joins and what each reads, as the kit subscribes them. */
  subscriptions: { group: string; topics: Topic[] }[];
}

interface DefinitionLike {
  name: string;
  schema?: string;
  config?: z.ZodObject;
  migrationsDir?: string;
  consumers?: { topics: Topic[] }[];
  ownTokenCheck?: unknown;
}

function isDefinition(value: unknown, name: string): value is DefinitionLike {
  return typeof value === 'object' && value !== null && (value as { name?: unknown }).name === name;
}

export function serviceNames(): string[] {
  const dir = path.join(repoRoot, 'services');
  return readdirSync(dir)
    .filter((name) => existsSync(path.join(dir, name, 'package.json')))
    .sort();
}

async function loadService(name: string): Promise<Deployable> {
  const exports = (await import(path.join(repoRoot, 'services', name, 'src'))) as Record<string, unknown>;
  const definition = Object.values(exports).find((value) => isDefinition(value, name));
  if (!definition) throw new Error(`services/${name}/src exports no service definition named ${name}`);
  return {
    name,
    workspace: `services/${name}`,
    config: definition.config ? baseConfigSchema.extend(definition.config.shape) : baseConfigSchema,
    dbSchema: definition.migrationsDir ? (definition.schema ?? name) : undefined,
    migrationsDir: definition.migrationsDir,
    subscriptions: [
      ...(keepsTokenVersions(definition)
        ? [{ group: tokenVersionGroup(name), topics: [...tokenVersionTopics] }]
        : []),
      ...(definition.consumers ?? []).map((consumer) => ({ group: name, topics: consumer.topics })),
    ],
  };
}

/** The gateway plus every folder of services/ with a package.json. */
export async function loadDeployables(): Promise<Deployable[]> {
  const services = await Promise.all(serviceNames().map(loadService));
  return [
    { name: 'gateway', workspace: 'gateway', config: gatewayConfigSchema, subscriptions: [] },
    ...services,
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
