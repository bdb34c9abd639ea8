import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  childViewTab,
  childViewTabs,
  clientVariant,
  isSandboxedPath,
  loadsContent,
  showsDiscoverCards,
} from './clients.logic';

describe('clientVariant', () => {
  it.each([
    [{ host: 'app.attune.health' }, 'default'],
    [{ host: 'parenting.attune.health' }, 'parenting'],
    [{ host: 'Parenting-staging.attune.health' }, 'parenting'],
    [{ host: 'healthplan.attune.health' }, 'health-plan'],
    [{ host: 'app.attune.health', clientQuery: 'parenting' }, 'parenting'],
    [{ host: 'parenting.attune.health', clientQuery: 'health-plan' }, 'health-plan'],
    [{ host: 'healthplan.attune.health', clientQuery: 'unknown' }, 'health-plan'],
    [{ host: 'localhost:5173', clientQuery: null }, 'default'],
  ] as const)('%o -> %s', (location, variant) => {
    expect(clientVariant(location)).toBe(variant);
  });

  it('a known __client__ query value always decides the variant, whatever the host', () => {
    fc.assert(
      fc.property(fc.domain(), fc.constantFrom('parenting', 'health-plan'), (host, clientQuery) => {
        expect(clientVariant({ host, clientQuery })).toBe(clientQuery);
      }),
    );
  });
});

describe('client features', () => {
  it('only the sunflower client loads content', () => {
    expect(loadsContent('sunflower')).toBe(true);
    expect(loadsContent('acme')).toBe(false);
    expect(loadsContent(null)).toBe(false);
  });

  it('discover cards and the tools tab show only in the default client, for non-clinical accounts', () => {
    expect(showsDiscoverCards('default')).toBe(true);
    expect(showsDiscoverCards('parenting')).toBe(false);
    expect(childViewTabs({ variant: 'default', clinical: false })).toEqual(['timeline', 'scores', 'tools']);
    expect(childViewTabs({ variant: 'health-plan', clinical: false })).toEqual(['timeline', 'scores']);
    expect(childViewTabs({ variant: 'default', clinical: true })).toEqual([]);
  });

  it.each([
    [undefined, { variant: 'default', clinical: false }, 'timeline'],
    ['tools', { variant: 'default', clinical: false }, 'tools'],
    ['tools', { variant: 'parenting', clinical: false }, 'timeline'],
    ['clinical', { variant: 'default', clinical: false }, 'timeline'],
    ['scores', { variant: 'default', clinical: true }, 'clinical'],
  ] as const)('tab %s for %o is %s', (requested, facts, tab) => {
    expect(childViewTab(requested, facts)).toBe(tab);
  });
});

describe('isSandboxedPath', () => {
  it.each([
    ['/s/add-on/bark', true],
    ['/share/discover-add-ons', true],
    ['/share', true],
    ['/s', true],
    ['#/s/add-on/bark', true],
    ['/s?x=1', true],
    ['/sandbox', false],
    ['/shared/x', false],
    ['/app/s/x', false],
    ['/', false],
  ])('%s -> %s', (path, sandboxed) => {
    expect(isSandboxedPath(path)).toBe(sandboxed);
  });

  it('a path is sandboxed exactly when its first segment is s or share', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { minLength: 1, maxLength: 4 }),
        (segments) => {
          expect(isSandboxedPath(`/${segments.join('/')}`)).toBe(
            segments[0] === 's' || segments[0] === 'share',
          );
        },
      ),
    );
  });
});
