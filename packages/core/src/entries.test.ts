import { describe, expect, it } from 'vitest';
import * as rules from './rules';
import * as schemas from './schemas';

describe('entry points', () => {
  it('@attune/core/schemas offers every schema of the rules entry, the very same objects', () => {
    const ruleSchemas = Object.keys(rules).filter((name) => name.endsWith('Schema'));
    expect(ruleSchemas.length).toBeGreaterThan(50);
    const missing = ruleSchemas.filter((name) => !(name in schemas));
    expect(missing).toEqual([]);
    for (const [name, value] of Object.entries(schemas)) {
      expect({ name, same: (rules as Record<string, unknown>)[name] === value }).toEqual({
        name,
        same: true,
      });
    }
  });

  it('@attune/core/schemas holds no rule: every export is a schema, the closed list a schema is built from, or a parsing helper', () => {
    // Closed lists (FOOD_SENSITIVITY_STATES...) are the data of an enum schema, not rules.
    const others = Object.keys(schemas).filter(
      (name) => !name.endsWith('Schema') && !/^[A-Z][A-Z_]*$/.test(name),
    );
    expect(others.sort()).toEqual(['formatIssues', 'parseWith', 'toParseIssues']);
  });
});
