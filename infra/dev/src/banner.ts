import type { AdminAccount } from './admin-account';
import type { AdminSignIn } from './admin-sign-in';

export interface BannerFacts {
  port: number;
  /** The gateway's operator port: every service's readiness and the metrics. */
  opsUrl: string;
  admin: AdminAccount;
  /** Whether `admin` signs in: credentials that fail are not printed. */
  adminSignIn: AdminSignIn;
  dataDir: string;
  /** Where the full log is kept. */
  logFile: string;
  seconds: number;
}

function adminLines(admin: AdminAccount, signIn: AdminSignIn): string[] {
  if (signIn.status === 'refused') {
    return [
      `  Admin sign-in:  not available: ${signIn.reason}`,
      "                  (the user service's lines in the log say what it did; ADMIN_EMAIL, ADMIN_USERNAME and ADMIN_PASSWORD choose the account)",
    ];
  }
  const lines = [
    `  Admin sign-in:  ${admin.email}  (username ${admin.username})`,
    `  Admin password: ${admin.password}`,
  ];
  if (signIn.status === 'unchecked') lines.push(`                  (not checked: ${signIn.reason})`);
  return lines;
}

export function banner(facts: BannerFacts): string {
  return [
    '',
    `  Glow is running at http://localhost:${facts.port}`,
    '',
    ...adminLines(facts.admin, facts.adminSignIn),
    `  Data:           ${facts.dataDir}  (npm run reset wipes it)`,
    `  Log:            ${facts.logFile}`,
    `  Operator:       ${facts.opsUrl}/health and /metrics`,
    `  Started in ${facts.seconds.toFixed(1)} s. Press Ctrl-C to stop.`,
    '',
    '',
  ].join('\n');
}
