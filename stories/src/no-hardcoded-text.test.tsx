/**
 * No story shows text that is not from @attune/ui's locale files. Every story of every `*.stories.tsx` is
 * composed (its args and decorators, without Storybook's preview, so no `play` runs) and rendered in
 * i18next's `cimode`, where a translated text reads as its key; any other visible or accessible text
 * fails, unless it is data: a string of the fixtures, of the story's args or written as a string literal in
 * its stories file (a content title, an initial), a number, a price, a mark, or inside
 * `[data-locale-exempt]` (Intl-formatted data, designer notes). A component's own text is in none of these.
 */
import { frozenFamily } from '@attune/core/testing/fixtures';
import { createI18n, I18nProvider } from '@attune/ui';
import { composeStories } from '@storybook/react-vite';
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import * as fixtures from './fixtures';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

type Tree = { readonly [key: string]: string | Tree };
type StoryModule = Parameters<typeof composeStories>[0];

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string'
      ? [path, path.replace(/_(zero|one|two|few|many|other)$/, '')]
      : keysOf(value, path);
  });
}

/** Every string inside a value (fixtures, args), functions and React elements' props included. */
function stringsOf(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  if (Array.isArray(value)) return value.flatMap((entry) => stringsOf(entry, seen));
  return Object.values(value).flatMap((entry) => stringsOf(entry, seen));
}

const KEYS = new Set(keysOf(createI18n({ language: 'en' }).getResourceBundle('en', 'translation') as Tree));
const FIXTURE_DATA = new Set(stringsOf([fixtures, frozenFamily]));
/** Numbers, prices, percentages, separators and single marks such as the required asterisk. */
const NOT_WORDS = /^[\d\s.,:;·/+\-–()$€%*#|]*$/;

/** Every visible text and every accessible text attribute in a rendered tree, except exempt data. */
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

/** The string literals of a source file: the data a story passes to a component by hand. */
function literalsOf(source: string): string[] {
  return [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`$\\]*)`/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
}

const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });
const sources = import.meta.glob<string>('./**/*.stories.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const stories = Object.entries(modules).flatMap(([file, module]) => {
  const literals = literalsOf(sources[file] ?? '');
  return Object.entries(composeStories(module)).map(([name, Story]) => ({
    name: `${file.replace(/^\.\/|\.stories\.tsx$/g, '')} ${name}`,
    Story: Story as ComponentType & { args: unknown },
    literals,
  }));
});

let root: Root | null = null;
let host: HTMLElement | null = null;

/** Renders `element` in cimode into a fresh container; returns the document body to read. */
async function renderInCimode(element: React.ReactElement): Promise<HTMLElement> {
  host = document.createElement('div');
  document.body.append(host);
  const i18n = createI18n({ language: 'cimode' });
  await act(async () => {
    root = createRoot(host as HTMLElement);
    root.render(<I18nProvider i18n={i18n}>{element}</I18nProvider>);
  });
  return document.body;
}

afterEach(async () => {
  await act(async () => root?.unmount());
  host?.remove();
  root = null;
  host = null;
});

describe('no story renders text that is not from the locale files', () => {
  it('finds the stories', () => {
    expect(stories.length).toBeGreaterThan(100);
  });

  it.each(stories)('$name', async ({ Story, literals }) => {
    const body = await renderInCimode(<Story />);
    const allowed = new Set([...FIXTURE_DATA, ...stringsOf(Story.args), ...literals]);
    const strays = visibleTexts(body).filter(
      (text) => !KEYS.has(text) && !allowed.has(text) && !NOT_WORDS.test(text),
    );
    expect(strays).toEqual([]);
  });

  it('catches a hard-coded text (the check itself can fail)', async () => {
    const body = await renderInCimode(<p>Hello there</p>);
    expect(visibleTexts(body).filter((text) => !KEYS.has(text))).toEqual(['Hello there']);
  });
});
