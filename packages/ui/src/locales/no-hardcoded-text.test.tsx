import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as fixtures from '../test/fixtures';
import { gallery } from '../test/gallery';
import { renderWithI18n } from '../test/render';
import en from './en.json';

type Tree = { readonly [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string'
      ? [path, path.replace(/_(zero|one|two|few|many|other)$/, '')]
      : keysOf(value, path);
  });
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'function') return [];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
}

const KEYS = new Set(keysOf(en as Tree));
const FIXTURE_DATA = new Set(
  Object.values(fixtures).flatMap((value) =>
    stringsOf(typeof value === 'function' ? (value as () => unknown)() : value),
  ),
);
/** Numbers, prices, percentages, separators and single marks such as the required asterisk. */
const NOT_WORDS = /^[\d\s.,:;·/+\-–()$€%*#|]*$/;

/** Every visible text and every accessible text attribute in a rendered tree, except Intl-named data. */
function visibleTexts(root: Element): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Element) {
      if (node.closest('[data-locale-exempt]')) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext']) {
        const value = node.getAttribute(attribute);
        if (value) texts.push(value);
      }
    } else if (!node.parentElement?.closest('[data-locale-exempt], style, script')) {
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
  }
  return texts;
}

describe('no component renders text that is not from the locale files', () => {
  it.each(gallery.map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
    const { baseElement } = renderWithI18n(entry.element, { language: 'cimode' });
    await act(async () => {});
    const allowed = new Set([...FIXTURE_DATA, ...entry.data]);
    const strays = visibleTexts(baseElement).filter(
      (text) => !KEYS.has(text) && !allowed.has(text) && !NOT_WORDS.test(text),
    );
    expect(strays).toEqual([]);
  });

  it('catches a hard-coded text (the check itself can fail)', () => {
    const { baseElement } = renderWithI18n(<p>Hello there</p>, { language: 'cimode' });
    expect(visibleTexts(baseElement).filter((text) => !KEYS.has(text))).toEqual(['Hello there']);
  });
});
