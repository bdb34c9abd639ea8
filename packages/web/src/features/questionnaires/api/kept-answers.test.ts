import { describe, expect, it } from 'vitest';
import { forgetAnswers, keepAnswers, keptAnswersKey, readKeptAnswers } from './kept-answers';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('kept answers', () => {
  it('keeps answers per child and questionnaire, and forgets them once recorded', () => {
    const storage = memoryStorage();
    keepAnswers(storage, 7, 3, { answers: { 1: 10, 2: 'note', 3: [30, 31] }, index: 2 });
    expect(readKeptAnswers(storage, 7, 3)).toEqual({ answers: { 1: 10, 2: 'note', 3: [30, 31] }, index: 2 });
    expect(readKeptAnswers(storage, 8, 3)).toBeNull();
    expect(readKeptAnswers(storage, 7, 4)).toBeNull();
    forgetAnswers(storage, 7, 3);
    expect(readKeptAnswers(storage, 7, 3)).toBeNull();
  });

  it('ignores what it cannot read instead of failing the page', () => {
    const storage = memoryStorage();
    storage.setItem(keptAnswersKey(7, 3), '{not json');
    expect(readKeptAnswers(storage, 7, 3)).toBeNull();
    storage.setItem(
      keptAnswersKey(7, 3),
      JSON.stringify({ answers: { 1: { x: 1 }, a: 2, 2: 20 }, index: 'x' }),
    );
    expect(readKeptAnswers(storage, 7, 3)).toEqual({ answers: { 2: 20 }, index: 0 });
    expect(readKeptAnswers(null, 7, 3)).toBeNull();
  });
});
