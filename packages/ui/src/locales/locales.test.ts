import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) out.set(leaf, text);
  }
  return out;
}

/** i18next plural forms differ by language (es has `_many`); compare keys without their plural suffix. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const enLeaves = leaves(en as Tree);
const esLeaves = leaves(es as Tree);

describe('the en and es locale files', () => {
  it('es has a text for every key of en', () => {
    const esKeys = new Set([...esLeaves.keys()].map(base));
    const missing = [...enLeaves.keys()].filter((key) => !esKeys.has(base(key)));
    expect(missing).toEqual([]);
  });

  it('en has a text for every key of es', () => {
    const enKeys = new Set([...enLeaves.keys()].map(base));
    const extra = [...esLeaves.keys()].filter((key) => !enKeys.has(base(key)));
    expect(extra).toEqual([]);
  });

  it('every text is non-empty in both languages', () => {
    const empty = [...enLeaves, ...esLeaves].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('a Spanish text uses the same {{placeholders}} as its English text', () => {
    const mismatched = [...enLeaves].filter(([key, text]) => {
      const spanish = esLeaves.get(key);
      return spanish !== undefined && placeholders(spanish).join() !== placeholders(text).join();
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('keeps the spec’s exact English texts', () => {
    expect(enLeaves.get('session.whatsNeeded')).toBe("What's Needed:");
    expect(enLeaves.get('share.copied')).toBe('Copied to Clipboard');
    expect(enLeaves.get('push.title')).toBe("You're ready to start making progress!");
    expect(enLeaves.get('update.installing')).toBe('Installing New Update!');
    expect(enLeaves.get('goal.didIt')).toBe('You Did It!');
    expect(enLeaves.get('goal.achieved')).toBe('Goal Achieved!');
    expect(enLeaves.get('errors.waitlist')).toBe('Something went wrong. Please try again.');
    expect(enLeaves.get('prescription.saveErrorTitle')).toBe('Error Saving Prescription');
  });
});
