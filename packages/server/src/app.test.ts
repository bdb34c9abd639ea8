import { describe, expect, it } from 'vitest';
import { redacted } from './app';

describe('logging an unexpected error', () => {
  it("takes a failed query's values out, keeping the query", () => {
    const error = new Error(
      'Failed query: insert into "children" ("name") values ($1)\nparams: Zephyrine,2016-02-02',
    );
    const text = redacted(error);
    expect(text).toContain('insert into "children"');
    expect(text).not.toContain('Zephyrine');
    expect(text).toContain('params: [redacted]');
  });
});
