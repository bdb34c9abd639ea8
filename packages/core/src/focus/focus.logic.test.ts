import { describe, expect, it } from 'vitest';
import { DIALOG_FOCUS_MOVES, focusPartProps } from './focus.logic';

describe('focus moves as data', () => {
  it('marks a part so an adapter can find it, with its index when the part repeats', () => {
    expect(focusPartProps('heading')).toEqual({ 'data-part': 'heading' });
    expect(focusPartProps('cell', 3)).toEqual({ 'data-part': 'cell', 'data-index': 3 });
  });

  it('moves into a dialog to its title as it opens, and back to the opener as it closes', () => {
    expect(DIALOG_FOCUS_MOVES.open).toEqual({ target: 'title' });
    expect(DIALOG_FOCUS_MOVES.close).toEqual({ target: 'opener' });
  });
});
