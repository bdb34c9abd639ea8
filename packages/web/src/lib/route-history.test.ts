import { describe, expect, it } from 'vitest';
import { previousOtherRoute, pushVisit, ROUTE_HISTORY_LIMIT, type VisitedRoute } from './route-history';

const visit = (name: string, path: string, timestamp = 0): VisitedRoute => ({
  name,
  path,
  params: {},
  timestamp,
  sessionID: 's',
});

describe('the route history', () => {
  it('keeps only the last 10 visits, newest last', () => {
    let history: VisitedRoute[] = [];
    for (let i = 0; i < 25; i++) history = pushVisit(history, visit(`r${i}`, `/p/${i}`));
    expect(ROUTE_HISTORY_LIMIT).toBe(10);
    expect(history).toHaveLength(10);
    expect(history[0]?.path).toBe('/p/15');
    expect(history[9]?.path).toBe('/p/24');
  });

  it('does not count a reload of the same path as a new visit', () => {
    const history = pushVisit(pushVisit([], visit('home', '/app', 1)), visit('home', '/app', 2));
    expect(history).toEqual([visit('home', '/app', 2)]);
  });

  it('finds the previous route with a different name', () => {
    const history = [
      visit('home', '/app'),
      visit('child-view', '/app/child/1'),
      visit('child-view', '/app/child/1/scores'),
    ];
    expect(previousOtherRoute(history, 'child-view')?.path).toBe('/app');
    expect(previousOtherRoute([visit('home', '/app')], 'home')).toBeNull();
  });
});
