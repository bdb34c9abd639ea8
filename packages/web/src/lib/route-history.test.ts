import { backTarget } from '@attune/core/rules';
import { describe, expect, it } from 'vitest';
import { pushVisit, type VisitedRoute, visitedPath } from './route-history';

const visit = (
  name: string,
  path: string,
  params: Record<string, string> = {},
  second = 0,
): VisitedRoute => ({
  name,
  path,
  params,
  timestamp: `2026-11-23T03:00:${String(second).padStart(2, '0')}.000Z`,
  sessionID: 's',
});

describe('the route history', () => {
  it('keeps only the last 10 visits, newest last', () => {
    let history: VisitedRoute[] = [];
    for (let i = 0; i < 25; i++) history = pushVisit(history, visit(`r${i}`, `/p/${i}`));
    expect(history).toHaveLength(10);
    expect(history[0]?.path).toBe('/p/15');
    expect(history[9]?.path).toBe('/p/24');
  });

  it('does not count a reload of the same path as a new visit', () => {
    const history = pushVisit(pushVisit([], visit('home', '/app', {}, 1)), visit('home', '/app', {}, 2));
    expect(history).toEqual([visit('home', '/app', {}, 1)]);
  });

  it("leads core's 'previous' back rule to the path of the previous route with a different name", () => {
    let history: VisitedRoute[] = [];
    history = pushVisit(history, visit('home', '/app'));
    history = pushVisit(history, visit('child-view', '/app/child/1', { child_id: '1' }));
    history = pushVisit(
      history,
      visit('child-view', '/app/child/1/scores', { child_id: '1', tab: 'scores' }),
    );
    const { target } = backTarget(
      { name: 'child-view', params: { child_id: '1', tab: 'scores' }, meta: { back: 'previous' } },
      history,
    );
    expect(target).toEqual({ kind: 'route', name: 'home', params: {} });
    if (target.kind === 'route') expect(visitedPath(history, target.name, target.params)).toBe('/app');
  });
});
