/**
 * The light public entry's translation function: i18next's behaviour for what the public pages use
 * (flat keys, `{{name}}` interpolation without escaping, `_one`/`_other` plurals by `count`, English as
 * the fallback, `defaultValue`), over a flat map of only the keys those pages use (see
 * `scripts/light-entry.ts`). The app itself keeps i18next.
 */
export type Strings = Readonly<Record<string, string>>;
export type Translate = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/** Every `a.b.c` leaf of a nested locale file, as a flat map (what the build ships a subset of). */
export function flatten(
  tree: object,
  prefix = '',
  into: Record<string, string> = {},
): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === 'object') flatten(value, `${prefix}${key}.`, into);
    else into[`${prefix}${key}`] = String(value);
  }
  return into;
}

function lookup(strings: Strings, fallback: Strings, key: string): string | undefined {
  return strings[key] ?? fallback[key];
}

function valueAt(values: Readonly<Record<string, unknown>>, path: string): unknown {
  let value: unknown = values;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** `t` in `language` over `strings`, falling back to `english` for a key the language lacks. */
export function createTranslate(language: string, strings: Strings, english: Strings = strings): Translate {
  const plurals = new Intl.PluralRules(language);
  return (key, options = {}) => {
    const count = options.count;
    let text: string | undefined;
    if (typeof count === 'number') {
      text =
        lookup(strings, english, `${key}_${plurals.select(count)}`) ??
        lookup(strings, english, `${key}_other`);
    }
    text ??= lookup(strings, english, key);
    if (text === undefined) return typeof options.defaultValue === 'string' ? options.defaultValue : key;
    // as i18next: a value not given leaves its placeholder as written
    return text.replace(/\{\{\s*([^}]+?)\s*\}\}/g, (whole: string, name: string) => {
      const value = valueAt(options, name);
      return value === undefined || value === null ? whole : String(value);
    });
  };
}
