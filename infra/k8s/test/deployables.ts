import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../deploy/test/compose-file';
import { serviceNames } from '../../deploy/test/deployables';
import { versionOf } from '../../deploy/test/deployables';
import { webWorkspaces } from '../../deploy/test/web-apps';

/** Something with its own image and Deployment: the gateway, a service, or a web app (nginx). */
export interface K8sDeployable {
  name: string;
  workspace: string;
  web: boolean;
}

export function k8sDeployables(): K8sDeployable[] {
  return [
    { name: 'gateway', workspace: 'gateway', web: false },
    ...serviceNames().map((name) => ({ name, workspace: `services/${name}`, web: false })),
    ...webWorkspaces().map((workspace) => ({ name: workspace, workspace, web: true })),
  ];
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
