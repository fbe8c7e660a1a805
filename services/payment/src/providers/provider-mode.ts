export const providerModes = ['sandbox', 'live'] as const;

export type ProviderMode = (typeof providerModes)[number];

/**
 * The providers' documented test prefixes (Flutterwave `FLWSECK_TEST-`, Paystack `sk_test_`, …). A key
 * without one is taken for a live key: it may move real money.
 */
const testKeyPrefixes = {
  FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-',
  FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK_TEST-',
  PAYSTACK_SECRET_KEY: 'sk_test_',
  PAYSTACK_PUBLIC_KEY: 'pk_test_',
} as const;

type KeyName = keyof typeof testKeyPrefixes;

export type ModeSettings = Partial<Record<KeyName, string>> & {
  NODE_ENV?: string;
  PAYMENT_PROVIDER_MODE?: ProviderMode;
  PAYMENT_SANDBOX_IN_PRODUCTION: 'true' | 'false';
};

export interface ModeProblem {
  variable: string;
  message: string;
}

const keyNames = Object.keys(testKeyPrefixes) as KeyName[];

const isProduction = (settings: ModeSettings) => settings.NODE_ENV === 'production';

function configuredKeys(settings: ModeSettings, test: boolean): KeyName[] {
  return keyNames.filter((name) => {
    const key = settings[name];
    return key !== undefined && key.startsWith(testKeyPrefixes[name]) === test;
  });
}

/** Sandbox outside production when unset, so a bare `npm start` needs no settings. */
export function providerModeOf(settings: ModeSettings): ProviderMode {
  return settings.PAYMENT_PROVIDER_MODE ?? 'sandbox';
}

/**
 * Why these settings must not start: in production the mode is chosen on purpose, and the sandbox
 * (which settles payments nobody made) never runs where real keys or real shoppers are.
 */
export function modeProblems(settings: ModeSettings): ModeProblem[] {
  if (isProduction(settings) && !settings.PAYMENT_PROVIDER_MODE) {
    return [
      {
        variable: 'PAYMENT_PROVIDER_MODE',
        message:
          'required when NODE_ENV=production: live, or sandbox with PAYMENT_SANDBOX_IN_PRODUCTION=true',
      },
    ];
  }
  if (providerModeOf(settings) !== 'sandbox') return [];
  const problems: ModeProblem[] = configuredKeys(settings, false).map((name) => ({
    variable: name,
    message: `a live key (no ${testKeyPrefixes[name]} prefix), which PAYMENT_PROVIDER_MODE=sandbox refuses`,
  }));
  if (isProduction(settings) && settings.PAYMENT_SANDBOX_IN_PRODUCTION !== 'true') {
    problems.unshift({
      variable: 'PAYMENT_PROVIDER_MODE',
      message:
        'sandbox takes no real money and is refused when NODE_ENV=production (set PAYMENT_SANDBOX_IN_PRODUCTION=true to run it there on purpose)',
    });
  }
  return problems;
}

/** Allowed, but worth an operator's look: production that will take no real money. */
export function modeWarnings(settings: ModeSettings): string[] {
  if (!isProduction(settings)) return [];
  if (providerModeOf(settings) === 'sandbox') {
    return ['sandbox providers in production (PAYMENT_SANDBOX_IN_PRODUCTION=true): no real money is taken'];
  }
  return configuredKeys(settings, true).map(
    (name) => `${name} is a test key in production: the provider takes no real money with it`,
  );
}
