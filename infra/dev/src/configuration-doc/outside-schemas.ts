/**
 * Variables read outside the deployables' zod schemas: before any schema is loaded (tracing starts
 * first), by the tools around the store (the embedded runner, the tests, the benchmarks, the web
 * apps' dev server) or by a web image's nginx. The configuration document lists them from here.
 */
export interface OutsideSetting {
  name: string;
  usedBy: string;
  default: string;
  /** What `npm start` sets instead; omitted: the default. */
  embedded?: string;
  description: string;
}

const tracing = 'every deployable, the embedded runner (the OpenTelemetry SDK)';
const shellImage = "the shell's nginx image (infra/deploy/nginx/shell.conf.template)";
const bench = '`npm run bench`';
const tests = 'the tests (`npm test`, `npx jest`)';

export const settingsOutsideSchemas: readonly OutsideSetting[] = [
  {
    name: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    usedBy: tracing,
    default: 'unset: no tracing, the SDK is not even loaded',
    embedded: 'the same; set, traces of every service with its own `service.name`',
    description:
      'The collector\'s OTLP/HTTP base URL (`http://otel-collector:4318`); spans go to `<it>/v1/traces` (libs/service-kit/README.md, "Traces").',
  },
  {
    name: 'OTEL_TRACES_SAMPLER',
    usedBy: tracing,
    default: '`parentbased_always_on`',
    description:
      "`parentbased_traceidratio` samples new traces at a ratio and follows the caller's decision.",
  },
  {
    name: 'OTEL_TRACES_SAMPLER_ARG',
    usedBy: tracing,
    default: '`1`',
    description: 'That ratio (`0.1`: one trace in ten).',
  },
  {
    name: 'OTEL_SERVICE_NAME',
    usedBy: tracing,
    default: "the deployable's name",
    description:
      "The process's `service.name`; in the embedded runner each service's spans still carry their own.",
  },
  {
    name: 'OTEL_NODE_ENABLED_INSTRUMENTATIONS',
    usedBy: tracing,
    default: '`http,pg,kafkajs,ioredis`',
    description:
      'The instrumentations registered; add `express` for a span per router and route handler (it costs every request, traced or not: docs/PERFORMANCE.md, "Tracing cost").',
  },
  {
    name: 'OTEL_NODE_DISABLED_INSTRUMENTATIONS',
    usedBy: tracing,
    default: 'none',
    description: 'Instrumentations left out of that list.',
  },
  {
    name: 'NODE_ENV',
    usedBy: 'every service (the service kit, before its schema)',
    default: 'unset (the service image sets `production`)',
    embedded: 'unset',
    description:
      '`production`: the defaults a deployment must not forget, `ADMIN_MFA_REQUIRED=true`. User and payment read it in their schemas too (above).',
  },
  {
    name: 'GLOW_DATA_DIR',
    usedBy: 'the embedded runner (`npm start`, `npm run reset`)',
    default: '`.data`',
    description:
      "Where `npm start` keeps the store's data: PGlite's files, the keys, uploads, mail and the log.",
  },
  {
    name: 'GLOW_GATEWAY',
    usedBy: '`npm run serve -w mf-<name>` (a microfrontend alone)',
    default: '`http://localhost:8080`',
    description: 'The running store that `/api` and `/uploads` are forwarded to.',
  },
  {
    name: 'PORT',
    usedBy: '`npm run serve -w mf-<name>`',
    default: '`3100`',
    description: "The microfrontend's development server's port.",
  },
  {
    name: 'GLOW_TEST_ALL',
    usedBy: '`npm test`',
    default: 'unset: on a branch, only what the change affects',
    description: '`1` runs everything on any branch, as on `main` (README.md, "Shipping one service alone").',
  },
  {
    name: 'TEST_DATABASE_URL',
    usedBy: tests,
    default: 'unset: 127.0.0.1:5432, else a Testcontainers container when a Docker engine exists',
    description: 'The PostgreSQL the tests create their databases in.',
  },
  {
    name: 'TEST_REDIS_URL',
    usedBy: tests,
    default: 'unset: 127.0.0.1:6379, else a Testcontainers container when a Docker engine exists',
    description: 'The Redis the tests use.',
  },
  {
    name: 'KAFKA_BROKERS',
    usedBy: tests,
    default: "unset: a broker on 127.0.0.1:9092, else librdkafka's mock cluster (Debian's `kcat`)",
    description: 'The Kafka the tests use.',
  },
  {
    name: 'BENCH_ONLY',
    usedBy: bench,
    default: 'every scenario but those that run only when named',
    description:
      "The scenarios to run, separated by commas (`BENCH_ONLY=commerce`); each scenario's own settings: docs/PERFORMANCE.md.",
  },
  {
    name: 'BENCH_SECONDS',
    usedBy: bench,
    default: '`10`',
    description: 'Seconds of each autocannon sitting.',
  },
  {
    name: 'BENCH_EVENTS',
    usedBy: bench,
    default: '`1000`',
    description: 'Events the event-latency scenario sends.',
  },
  {
    name: 'BENCH_SHOPPERS',
    usedBy: bench,
    default: '`100`',
    description: 'Shoppers at once in the add-to-cart and checkout scenario.',
  },
  {
    name: 'BENCH_CPU_PROFILE_DIR',
    usedBy: bench,
    default: 'unset',
    description: 'Each started process writes a V8 CPU profile there when it stops.',
  },
  {
    name: 'BENCH_LOG_DIR',
    usedBy: bench,
    default: 'unset',
    description:
      "Keeps each deployable's log lines there (`<deployable>.log`), and the balancers' nginx error logs.",
  },
  ...['GATEWAY', 'STOREFRONT', 'CHECKOUT', 'ADMIN'].map((part) => ({
    name: `GLOW_${part}_URL`,
    usedBy: shellImage,
    default: 'required',
    embedded: 'not used (the gateway serves the built apps)',
    description:
      part === 'GATEWAY'
        ? 'Where `/api`, `/uploads` and `/socket.io` go (no trailing slash).'
        : `Where \`/mf/${part.toLowerCase()}/\` goes (no trailing slash).`,
  })),
  ...['PAYMENT', 'REMOTE', 'IMAGE', 'CONNECT'].map((kind) => ({
    name: `GLOW_CSP_${kind}_ORIGINS`,
    usedBy: shellImage,
    default: kind === 'PAYMENT' ? "docker-compose.yml: the gateway's default" : 'empty',
    embedded: `not used (the gateway's \`CSP_${kind}_ORIGINS\`)`,
    description: `The gateway's \`CSP_${kind}_ORIGINS\`, for the page the shell's nginx serves: filled in at start, no rebuild.`,
  })),
];
