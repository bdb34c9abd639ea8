/**
 * Examples for the OpenAPI document, made from a call's JSON Schema and kept only when the contract's
 * own zod schema accepts them: an example in the document is always a value the server would take (a
 * request) or could send (an answer).
 */
import type { z } from 'zod';

/** A JSON Schema as `z.toJSONSchema` writes it (draft 2020-12). */
export type JsonSchema = { readonly [key: string]: unknown };

/** Strings tried, in order, against a string schema's `pattern`. */
const PATTERN_CANDIDATES = [
  '2026-03-02',
  '2026-03-02T09:30:00.000Z',
  '09:30',
  '09:30:00',
  '123456',
  'America/New_York',
  'en',
  'text',
  'A1',
  '1',
];

/** A string for a `format`, when the format is one the contract uses. */
const FORMAT_EXAMPLES: Readonly<Record<string, string>> = {
  date: '2026-03-02',
  'date-time': '2026-03-02T09:30:00.000Z',
  time: '09:30:00',
  email: 'parent@example.com',
  uuid: '5f0c3c2e-8a4b-4c1d-9e2f-1a2b3c4d5e6f',
  uri: 'https://example.com/',
  url: 'https://example.com/',
};

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function stringExample(schema: JsonSchema): string {
  const format = typeof schema.format === 'string' ? FORMAT_EXAMPLES[schema.format] : undefined;
  if (format) return format;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Number.POSITIVE_INFINITY;
  const fits = (text: string) => text.length >= min && text.length <= max;
  if (typeof schema.pattern === 'string') {
    let pattern: RegExp | null = null;
    try {
      pattern = new RegExp(schema.pattern, 'u');
    } catch {
      pattern = null;
    }
    const found = PATTERN_CANDIDATES.find((text) => fits(text) && (pattern?.test(text) ?? false));
    if (found) return found;
  }
  const text = 'text'.padEnd(min, 'x');
  return Number.isFinite(max) ? text.slice(0, max) : text;
}

function numberExample(schema: JsonSchema, integer: boolean): number {
  const step = integer ? 1 : 0.5;
  const low =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : typeof schema.exclusiveMinimum === 'number'
        ? Math.floor(schema.exclusiveMinimum) + step
        : undefined;
  const high =
    typeof schema.maximum === 'number'
      ? schema.maximum
      : typeof schema.exclusiveMaximum === 'number'
        ? Math.ceil(schema.exclusiveMaximum) - step
        : undefined;
  let value = integer ? 12 : 1.5;
  if (low !== undefined && value < low) value = low;
  if (high !== undefined && value > high) value = high;
  return value;
}

/**
 * A value of `schema` (deterministic): its own `examples`, `default`, `const` or first `enum` value when
 * it has one, else a plain value of its type, with every property of an object. `undefined` when none can
 * be made (an unresolvable `$ref`, a schema that accepts nothing). `root` holds the `$defs`.
 */
export function exampleOf(schema: unknown, root: JsonSchema = {}, depth = 0): unknown {
  if (schema === true) return 'text';
  if (!isObject(schema) || depth > 12) return undefined;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('default' in schema) return schema.default;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (typeof schema.$ref === 'string') {
    const name = /^#\/\$defs\/(.+)$/.exec(schema.$ref)?.[1];
    const defs = isObject(root.$defs) ? root.$defs : {};
    return name && name in defs ? exampleOf(defs[name], root, depth + 1) : undefined;
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) {
      const usable = options.filter((option) => !(isObject(option) && option.type === 'null'));
      for (const option of [...usable, ...options]) {
        const value = exampleOf(option, root, depth + 1);
        if (value !== undefined) return value;
      }
      return undefined;
    }
  }
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part) => exampleOf(part, root, depth + 1));
    if (parts.every(isObject)) return Object.assign({}, ...parts);
    return parts[0];
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((entry) => entry !== 'null') ?? types[0];
  switch (type) {
    case 'string':
      return stringExample(schema);
    case 'integer':
      return numberExample(schema, true);
    case 'number':
      return numberExample(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      if (Array.isArray(schema.prefixItems)) {
        return schema.prefixItems.map((item) => exampleOf(item, root, depth + 1));
      }
      const item = exampleOf(schema.items, root, depth + 1);
      if (item === undefined) return [];
      const count = typeof schema.minItems === 'number' ? Math.max(1, schema.minItems) : 1;
      return Array.from({ length: count }, () => item);
    }
    case 'object':
    case undefined: {
      if (type === undefined && !isObject(schema.properties)) return undefined;
      const properties = isObject(schema.properties) ? schema.properties : {};
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(properties)) {
        const entry = exampleOf(property, root, depth + 1);
        if (entry !== undefined) value[key] = entry;
      }
      return value;
    }
    default:
      return undefined;
  }
}

/** Keeps only the required properties of an example object (a second try when a full one is refused). */
function requiredOnly(example: unknown, schema: JsonSchema): unknown {
  if (!isObject(example) || !Array.isArray(schema.required)) return example;
  const required = new Set(schema.required as string[]);
  return Object.fromEntries(Object.entries(example).filter(([key]) => required.has(key)));
}

/**
 * An example for a body (request or answer) that `check` accepts, or `undefined`: the full example first,
 * then one with only the required properties.
 */
export function checkedExample(jsonSchema: JsonSchema, check: z.ZodType): unknown {
  const full = exampleOf(jsonSchema, jsonSchema);
  if (full !== undefined && check.safeParse(full).success) return full;
  const lean = requiredOnly(full, jsonSchema);
  if (lean !== undefined && check.safeParse(lean).success) return lean;
  return undefined;
}
