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
 * Why these settings must not start: in production the mode is chosen on purpose and is live (the
 * payment sandbox, which settles payments nobody made, is no part of production), and test mode
 * never runs with real keys.
 */
export function modeProblems(settings: ModeSettings): ModeProblem[] {
  if (isProduction(settings) && !settings.PAYMENT_PROVIDER_MODE) {
    return [
      {
        variable: 'PAYMENT_PROVIDER_MODE',
        message: 'required when NODE_ENV=production: live',
      },
    ];
  }
  if (providerModeOf(settings) !== 'sandbox') return [];
  const problems: ModeProblem[] = configuredKeys(settings, false).map((name) => ({
    variable: name,
    message: `a live key (no ${testKeyPrefixes[name]} prefix), which PAYMENT_PROVIDER_MODE=sandbox refuses`,
  }));
  if (isProduction(settings)) {
    problems.unshift({
      variable: 'PAYMENT_PROVIDER_MODE',
      message: 'sandbox takes no real money and is refused when NODE_ENV=production',
    });
  }
  return problems;
}

/** Allowed, but worth an operator's look: production that will take no real money. */
export function modeWarnings(settings: ModeSettings): string[] {
  if (!isProduction(settings) || providerModeOf(settings) !== 'live') return [];
  return configuredKeys(settings, true).map(
    (name) => `${name} is a test key in production: the provider takes no real money with it`,
  );
}
