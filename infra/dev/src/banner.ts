import type { AdminAccount } from './admin-account';

export interface BannerFacts {
  port: number;
  /** The gateway's operator port: every service's readiness and the metrics. */
  opsUrl: string;
  admin: AdminAccount;
  dataDir: string;
  seconds: number;
}

export function banner(facts: BannerFacts): string {
  return [
    '',
    `  Glow is running at http://localhost:${facts.port}`,
    '',
    `  Admin sign-in:  ${facts.admin.email}  (username ${facts.admin.username})`,
    `  Admin password: ${facts.admin.password}`,
    `  Data:           ${facts.dataDir}  (npm run reset wipes it)`,
    `  Operator:       ${facts.opsUrl}/health and /metrics`,
    `  Started in ${facts.seconds.toFixed(1)} s. Press Ctrl-C to stop.`,
    '',
    '',
  ].join('\n');
}
