import { afterEach, describe, expect, it } from 'vitest';
import { applyFocusMove, findFocusPart, focusedElement } from './focus';

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.replaceChildren();
});

const boxes =
  '<input data-part="cell" data-index="0"><input data-part="cell" data-index="1"><input data-part="cell" data-index="2">';

describe('applyFocusMove', () => {
  it('focuses the part a move names, by its data-part and data-index', () => {
    const root = page(boxes);
    expect(applyFocusMove(root, { target: 'cell', index: 2, seq: 1 })).toBe(true);
    expect(document.activeElement).toBe(root.querySelector('[data-index="2"]'));
    expect(findFocusPart(root, { target: 'cell', index: 1 })).toBe(root.querySelector('[data-index="1"]'));
  });

  it('a move "within" leaves the focus alone while it is elsewhere on the page, and moves it once inside', () => {
    const outside = page('<button>Elsewhere</button>').querySelector('button') as HTMLButtonElement;
    const root = page(boxes);
    outside.focus();
    expect(applyFocusMove(root, { target: 'cell', index: 1, seq: 1, within: true })).toBe(false);
    expect(document.activeElement).toBe(outside);
    (root.querySelector('[data-index="0"]') as HTMLInputElement).focus();
    expect(applyFocusMove(root, { target: 'cell', index: 1, seq: 2, within: true })).toBe(true);
    expect(document.activeElement).toBe(root.querySelector('[data-index="1"]'));
  });

  it('focuses the element the caller names for a target (a dialog’s opener), unless it left the page', () => {
    const opener = page('<button>Open</button>').querySelector('button') as HTMLButtonElement;
    const root = page('<h2 tabindex="-1" data-part="title">Title</h2>');
    expect(applyFocusMove(root, { target: 'title' })).toBe(true);
    expect(focusedElement(root)).toBe(root.querySelector('h2'));
    expect(applyFocusMove(root, { target: 'opener' }, { opener })).toBe(true);
    expect(document.activeElement).toBe(opener);
    (root.querySelector('h2') as HTMLElement).focus();
    opener.remove();
    expect(applyFocusMove(root, { target: 'opener' }, { opener })).toBe(false);
  });

  it('does nothing for no move, or a part that is not on the page', () => {
    const root = page(boxes);
    expect(applyFocusMove(root, null)).toBe(false);
    expect(applyFocusMove(root, { target: 'heading', seq: 1 })).toBe(false);
    expect(applyFocusMove(root, { target: 'cell', index: 9, seq: 1 })).toBe(false);
  });

  it('works on any element-like root, not only the DOM (another adapter, a native view)', () => {
    const focused: string[] = [];
    const part = { focus: () => focused.push('heading') };
    const root = {
      contains: () => true,
      querySelector: (selectors: string) => (selectors === '[data-part="heading"]' ? part : null),
      ownerDocument: { activeElement: null },
    };
    expect(applyFocusMove(root, { target: 'heading', seq: 1 })).toBe(true);
    expect(focused).toEqual(['heading']);
  });
});
