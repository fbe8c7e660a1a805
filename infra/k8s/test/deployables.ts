import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deployables } from '@glow/topology';
import { repoRoot } from '../../deploy/test/compose-file';
import { versionOf } from '../../deploy/test/deployables';

/** Something with its own image and Deployment: the gateway, a service, or a web app (nginx). */
export interface K8sDeployable {
  name: string;
  workspace: string;
  web: boolean;
}

/** The deployables of libs/topology with an image of their own (not the payment sandbox). */
export function k8sDeployables(): K8sDeployable[] {
  return deployables
    .filter((deployable) => deployable.kind !== 'sandbox')
    .map(({ name, workspace, kind }) => ({ name, workspace, web: kind === 'web' }));
}

/**
 * The version an overlay runs: production what infra/releases/production.json records as released,
 * local what the workspace's package.json says (the build at hand).
 */
export function versionIn(overlay: string, deployable: K8sDeployable): string {
  if (overlay !== 'production') return versionOf(deployable.workspace);
  const release = JSON.parse(readFileSync(path.join(repoRoot, 'infra/releases/production.json'), 'utf8')) as {
    deployables: Record<string, { version: string }>;
  };
  return release.deployables[deployable.name]!.version;
}
