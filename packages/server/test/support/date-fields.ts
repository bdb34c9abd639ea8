/**
 * The date fields of the contract's requests: every place a body, query or path parameter takes a
 * calendar day or an instant (core's `IsoDateSchema`, `IsoDateTimeSchema`), found by walking the zod
 * schemas, so a new date field is found without being listed.
 */
import type { Contract } from '@attune/api/contract';
import type { z } from 'zod';

/** Where a date sits in a request: the part, the path of keys (`0` for a list's entry) and its kind. */
export interface DateField {
  readonly part: 'body' | 'query' | 'params';
  readonly path: readonly string[];
  readonly kind: 'date' | 'datetime';
}

type Def = {
  type: string;
  format?: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
};
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The date fields under `schema`, with their paths. */
export function dateFieldsOf(
  schema: z.ZodType,
  path: readonly string[] = [],
  depth = 0,
): { path: string[]; kind: 'date' | 'datetime' }[] {
  if (depth > 12) return [];
  const def = defOf(schema);
  const inner = (next: z.ZodType | undefined, key?: string) =>
    next ? dateFieldsOf(next, key === undefined ? path : [...path, key], depth + 1) : [];
  switch (def.type) {
    case 'string':
      if (def.format === 'date') return [{ path: [...path], kind: 'date' }];
      if (def.format === 'datetime') return [{ path: [...path], kind: 'datetime' }];
      return [];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) => inner(value, key));
    case 'array':
      return inner(def.element, '0');
    case 'union': {
      const seen = new Map<string, { path: string[]; kind: 'date' | 'datetime' }>();
      for (const option of def.options ?? []) {
        for (const field of inner(option)) seen.set(field.path.join('.'), field);
      }
      return [...seen.values()];
    }
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return def.getter ? inner(def.getter()) : [];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    default:
      return [];
  }
}

/** Every date field of every call's request, by call. */
export function contractDateFields(contract: Contract): Map<keyof Contract, DateField[]> {
  const found = new Map<keyof Contract, DateField[]>();
  for (const [name, endpoint] of Object.entries(contract) as [keyof Contract, Contract[keyof Contract]][]) {
    const fields: DateField[] = [];
    for (const part of ['body', 'query', 'params'] as const) {
      const schema = (endpoint as unknown as Record<string, z.ZodType | undefined>)[part];
      if (schema) for (const field of dateFieldsOf(schema)) fields.push({ part, ...field });
    }
    if (fields.length > 0) found.set(name, fields);
  }
  return found;
}
