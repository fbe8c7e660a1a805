import { readFileSync } from 'node:fs';
import path from 'node:path';
import { webApps } from '@glow/topology';
import { repoRoot } from './compose-file';

export type NginxSite = 'shell' | 'remote';

/** The web apps' workspaces (libs/topology): the shell and every microfrontend. */
export function webWorkspaces(): string[] {
  return webApps.map((app) => app.workspace);
}

export function siteOf(workspace: string): NginxSite {
  return workspace === 'shell' ? 'shell' : 'remote';
}

export function siteTemplate(site: NginxSite): string {
  return readFileSync(path.join(repoRoot, 'infra/deploy/nginx', `${site}.conf.template`), 'utf8');
}

/** The shell's browser policy, a template of its own that the shell's locations include. */
export const securityHeaders = {
  template: 'security-headers.inc.template',
  /** Where the nginx image writes it filled in, as the shell's site includes it. */
  includedAs: '/etc/nginx/conf.d/security-headers.inc',
};

export function securityHeadersTemplate(): string {
  return readFileSync(path.join(repoRoot, 'infra/deploy/nginx', securityHeaders.template), 'utf8');
}

/** A site's template and the templates it includes: every `${NAME}` its container must set. */
export function siteTemplates(site: NginxSite): string {
  const template = siteTemplate(site);
  return template.includes(securityHeaders.includedAs) ? template + securityHeadersTemplate() : template;
}

const variable = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The `${NAME}` variables the nginx image fills in from the container's environment. */
export function templateVariables(template: string): string[] {
  return [...new Set([...template.matchAll(variable)].map((match) => match[1]!))].sort();
}

/** What the nginx image's entrypoint does (envsubst over the defined variables only). */
export function fillTemplate(template: string, env: Record<string, string>): string {
  return template.replace(variable, (match, name: string) => env[name] ?? match);
}

/** `/mf/checkout/` → `GLOW_CHECKOUT_URL`: the shell's proxy location for each remote path. */
export function remoteProxies(template: string): Map<string, string> {
  const locations = template.matchAll(/location \^~ (\/mf\/[a-z-]+\/) \{\s*proxy_pass \$\{([A-Z_]+)\}\/;/g);
  return new Map([...locations].map((match) => [match[1]!, match[2]!]));
}

/** shell/public/remotes.json: federation name → manifest URL. */
export function remotesManifest(): Record<string, string> {
  return JSON.parse(readFileSync(path.join(repoRoot, 'shell/public/remotes.json'), 'utf8')) as Record<
    string,
    string
  >;
}
