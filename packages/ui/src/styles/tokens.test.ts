// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ADD_ON_CATEGORY_TAGS } from '@attune/core';
import { describe, expect, it } from 'vitest';

const css = readFileSync(fileURLToPath(new URL('./tokens.css', import.meta.url)), 'utf8');

/** The custom properties of the first block opened by `selector`. */
function block(selector: string): Map<string, string> {
  const start = css.indexOf(selector);
  if (start < 0) throw new Error(`tokens.css has no block ${selector}`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return new Map(
    [...body.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1] as string, m[2] as string]),
  );
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/** Text colour on background colour, as the components pair them. */
const PAIRS: readonly [string, string][] = [
  ['at-color-text', 'at-color-bg'],
  ['at-color-text', 'at-color-surface'],
  ['at-color-text', 'at-color-surface-muted'],
  ['at-color-text', 'at-color-primary-soft'],
  ['at-color-text', 'at-color-success-soft'],
  ['at-color-text', 'at-color-warning-soft'],
  ['at-color-text-muted', 'at-color-bg'],
  ['at-color-text-muted', 'at-color-surface'],
  ['at-color-text-muted', 'at-color-surface-muted'],
  ['at-color-primary', 'at-color-surface'],
  ['at-color-primary', 'at-color-bg'],
  ['at-color-primary', 'at-color-primary-soft'],
  ['at-color-on-primary', 'at-color-primary'],
  ['at-color-danger', 'at-color-surface'],
  ['at-color-danger', 'at-color-bg'],
  ['at-color-success', 'at-color-surface'],
  ['at-color-success', 'at-color-success-soft'],
];

describe.each([
  ['light', ':root,\n[data-theme="light"] {'],
  ['dark', '[data-theme="dark"] {'],
])('the %s theme', (_theme, selector) => {
  const tokens = block(selector);
  it.each(PAIRS)('%s on %s meets WCAG AA (4.5:1)', (fg, bg) => {
    const ratio = contrast(tokens.get(fg) ?? '#000000', tokens.get(bg) ?? '#000000');
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  it("has a colour for each of core's category tags and gray, readable as 3:1 accents on the surface", () => {
    for (const tag of [...ADD_ON_CATEGORY_TAGS, 'gray']) {
      const colour = tokens.get(`at-category-${tag}`);
      expect(colour, tag).toBeDefined();
      expect(
        contrast(colour ?? '#ffffff', tokens.get('at-color-surface') ?? '#ffffff'),
      ).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('category colours', () => {
  it("are written for core's category tags and gray only, each once per theme", () => {
    for (const selector of [':root,\n[data-theme="light"] {', '[data-theme="dark"] {']) {
      const names = [...block(selector).keys()].filter((name) => name.startsWith('at-category-'));
      expect(names.sort()).toEqual(
        [...ADD_ON_CATEGORY_TAGS, 'gray'].map((tag) => `at-category-${tag}`).sort(),
      );
    }
  });
});

describe('dark theme by device preference', () => {
  it('uses exactly the colours of data-theme="dark"', () => {
    const chosen = block('[data-theme="dark"] {');
    const device = block(':root:not([data-theme="light"]) {');
    expect(Object.fromEntries(device)).toEqual(Object.fromEntries(chosen));
  });
});
