import { describe, expect, it } from 'vitest';
import { pushSearchHistory } from './search.logic';

describe('pushSearchHistory', () => {
  it.each([
    ['the first search', [], 'sleep', ['sleep']],
    ['a new search goes first', ['sleep'], 'focus', ['focus', 'sleep']],
    ['a repeat moves to the front', ['focus', 'sleep', 'anxiety'], 'sleep', ['sleep', 'focus', 'anxiety']],
    ['a repeat in another case moves with its new spelling', ['focus', 'sleep'], 'Sleep', ['Sleep', 'focus']],
    ['the term is trimmed', ['focus'], '  sleep  ', ['sleep', 'focus']],
    ['a blank term is ignored', ['focus'], '   ', ['focus']],
    ['an empty term is ignored', [], '', []],
    ['the oldest drops off after five', ['e', 'd', 'c', 'b', 'a'], 'f', ['f', 'e', 'd', 'c', 'b']],
    ['a repeat of the oldest keeps all five', ['e', 'd', 'c', 'b', 'a'], 'a', ['a', 'e', 'd', 'c', 'b']],
    [
      'a messy stored history is tidied',
      [' a ', '', 'A', 'b', 'c', 'd', 'e', 'f'],
      'g',
      ['g', 'a', 'b', 'c', 'd'],
    ],
  ])('%s', (_name, history, term, expected) => {
    expect(pushSearchHistory(history, term)).toEqual(expected);
  });

  it('does not change the history it is given', () => {
    const history = ['focus'];
    pushSearchHistory(history, 'sleep');
    expect(history).toEqual(['focus']);
  });
});
