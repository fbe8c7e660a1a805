import {
  deployables,
  serviceNames,
  sharedSettings,
  storeDeployables,
  type SettingsSchema,
} from './deployables';
import { embeddedDefaults } from './embedded-defaults';

/** One line of the configuration table. */
export interface SettingRow {
  name: string;
  usedBy: string[];
  default: string;
  allowed: string;
  embedded: string;
  description: string;
}

export interface SettingSection {
  title: string;
  rows: SettingRow[];
}

/** The JSON Schema of one variable, as zod writes it for what a process accepts (its input). */
interface JsonSetting {
  type?: string;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  format?: string;
  pattern?: string;
  description?: string;
}

function jsonSettings(settings: SettingsSchema): {
  properties: Record<string, JsonSetting>;
  required: string[];
} {
  const json = settings.toJSONSchema({ io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSetting>;
    required?: string[];
  };
  return { properties: json.properties ?? {}, required: json.required ?? [] };
}

const code = (value: unknown) => `\`${String(value)}\``;

/** A duration setting's unit, read off its name: `_MS`, `_SECONDS`, `_MINUTES`, `_HOURS`. */
const durationUnits: [suffix: string, label: string, seconds: number][] = [
  ['_MS', 'ms', 0.001],
  ['_SECONDS', 's', 1],
  ['_MINUTES', 'min', 60],
  ['_HOURS', 'h', 3_600],
];

const spans: [label: string, seconds: number][] = [
  ['d', 86_400],
  ['h', 3_600],
  ['min', 60],
  ['s', 1],
];

/** `900000` on a `_MS` setting reads better with "(15 min)" beside it. */
function durationGloss(name: string, value: unknown): string {
  const unit = durationUnits.find(([suffix]) => name.endsWith(suffix));
  if (!unit || typeof value !== 'number' || value === 0) return '';
  const seconds = value * unit[2];
  const span = spans.find(([, length]) => seconds >= length && seconds % length === 0);
  return span && span[0] !== unit[1] ? ` (${seconds / span[1]} ${span[0]})` : '';
}

function defaultOf(name: string, json: JsonSetting, required: boolean): string {
  if (required) return 'required';
  if (json.default === undefined || json.default === '') return 'unset';
  return `${code(json.default)}${durationGloss(name, json.default)}`;
}

/** JSON Schema's ceiling for a safe integer: zod writes it for every `.int()`, bounded or not. */
const largestSafeInteger = Number.MAX_SAFE_INTEGER;

function allowedOf(json: JsonSetting): string {
  if (json.enum) return json.enum.map(code).join(', ');
  if (json.type === 'integer' || json.type === 'number') {
    const kind = json.type === 'integer' ? 'integer' : 'number';
    const max = json.maximum !== undefined && json.maximum < largestSafeInteger ? json.maximum : undefined;
    if (json.exclusiveMinimum !== undefined) return `${kind} > ${json.exclusiveMinimum}`;
    if (json.minimum !== undefined && max !== undefined) return `${kind} ${json.minimum}–${max}`;
    if (json.minimum !== undefined) return `${kind} ≥ ${json.minimum}`;
    if (max !== undefined) return `${kind} ≤ ${max}`;
    return kind;
  }
  if (json.format === 'uri') return 'URL';
  if (json.format === 'email') return 'email address';
  if (json.pattern) return `text matching ${code(json.pattern)}`;
  if (json.minLength && json.minLength > 1) return `text, at least ${json.minLength} characters`;
  return 'text';
}

/** "every deployable", "every service", or the deployables by name. */
function usedByLabel(names: string[]): string[] {
  if (
    names.length === storeDeployables.length &&
    names.every((name) => storeDeployables.some((one) => one.name === name))
  )
    return ['every deployable'];
  if (names.length === serviceNames.length && names.every((name) => serviceNames.includes(name)))
    return ['every service'];
  return names;
}

interface Found {
  name: string;
  deployable: string;
  field: unknown;
  json: JsonSetting;
  required: boolean;
}

/** Every variable of every deployable, with the schema instance it is validated by. */
function everySetting(): Found[] {
  return deployables.flatMap(({ name: deployable, settings }) => {
    const { properties, required } = jsonSettings(settings);
    return Object.entries(settings.shape).map(([name, field]) => ({
      name,
      deployable,
      field,
      json: properties[name] ?? {},
      required: required.includes(name),
    }));
  });
}

function embeddedOf(name: string, usedBy: string[]): string {
  for (const deployable of usedBy) {
    const own = embeddedDefaults[`${deployable}:${name}`];
    if (own !== undefined) return own;
  }
  return embeddedDefaults[name] ?? '';
}

function rowOf(found: Found, usedBy: string[]): SettingRow {
  return {
    name: found.name,
    usedBy,
    default: defaultOf(found.name, found.json, found.required),
    allowed: allowedOf(found.json),
    embedded: embeddedOf(found.name, usedBy),
    description: found.json.description ?? '',
  };
}

/**
 * The shared settings first (each row used by every deployable that validates that very field), then
 * each deployable's own, a row per variable and description: deployables whose field reads the same
 * share a row.
 */
export function settingSections(): SettingSection[] {
  const all = everySetting();
  const sharedFields = new Set(sharedSettings.flatMap(({ settings }) => Object.values(settings.shape)));
  const shared = sharedSettings.map(({ title, settings }) => ({
    title,
    rows: Object.values(settings.shape).flatMap((field) => {
      const users = all.filter((found) => found.field === field);
      return users.length > 0 ? [rowOf(users[0]!, usedByLabel(users.map((found) => found.deployable)))] : [];
    }),
  }));
  const own = deployables.map(({ name: deployable }) => {
    const rows = all
      .filter((found) => found.deployable === deployable && !sharedFields.has(found.field))
      .filter((found) => !alreadyListed(all, found, deployable))
      .map((found) => rowOf(found, usersLike(all, found)));
    return { title: deployable, rows };
  });
  const sections = [...shared, ...own].filter((section) => section.rows.length > 0);
  checkEmbeddedDefaults(sections);
  return sections;
}

const sameRow = (a: Found, b: Found) =>
  a.name === b.name && !a.required === !b.required && JSON.stringify(a.json) === JSON.stringify(b.json);

/** A deployable's own field that reads like one an earlier deployable's row already lists. */
function alreadyListed(all: Found[], found: Found, deployable: string): boolean {
  const order = deployables.map(({ name }) => name);
  return all.some(
    (other) => order.indexOf(other.deployable) < order.indexOf(deployable) && sameRow(other, found),
  );
}

function usersLike(all: Found[], found: Found): string[] {
  return all.filter((other) => sameRow(other, found)).map((other) => other.deployable);
}

/** A key of `embeddedDefaults` that names no row is a mistake: say which. */
function checkEmbeddedDefaults(sections: SettingSection[]): void {
  const rows = sections.flatMap((section) => section.rows);
  const known = new Set(
    rows.flatMap((row) => [row.name, ...row.usedBy.map((user) => `${user}:${row.name}`)]),
  );
  const unknown = Object.keys(embeddedDefaults).filter((key) => !known.has(key));
  if (unknown.length > 0)
    throw new Error(`embedded-defaults.ts names settings no deployable has: ${unknown.join(', ')}`);
}
