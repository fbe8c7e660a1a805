import path from 'node:path';
import { deployable, webApps } from '@glow/topology';

/**
 * STATIC_DIR and STATIC_MOUNTS for the web apps built under `root` (`npm run build:web`): the
 * shell's dist/ as the site, each microfrontend's at its mount (libs/topology), where the shell's
 * remotes.json points.
 */
export function builtSiteSettings(root: string): { STATIC_DIR: string; STATIC_MOUNTS: string } {
  const dist = (workspace: string) => path.join(root, workspace, 'dist');
  return {
    STATIC_DIR: dist(deployable('shell').workspace),
    STATIC_MOUNTS: webApps
      .filter((app) => app.mount !== '/')
      .map((app) => `${app.mount}=${dist(app.workspace)}`)
      .join(','),
  };
}
