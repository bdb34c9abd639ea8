import { Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { FixedPathsRouter } from './route-matching';

/** The routes' shapes the app has: middleware on every path, fixed paths beside parameters, wildcards. */
const routes: [string, string][] = [
  ['ALL', '*'],
  ['GET', '/v1/users/me'],
  ['PUT', '/v1/users/:id'],
  ['GET', '/v1/users/:id'],
  ['GET', '/v1/child_activity_plans'],
  ['GET', '/v1/patients/:id'],
  ['POST', '/v1/patients'],
  ['ALL', '/v1/*'],
  ['GET', '/assets/*'],
];

describe('the router', () => {
  it('finds for every path what the trie finds, fixed or not, kept or not', () => {
    const fixed = new FixedPathsRouter<string>();
    const trie = new TrieRouter<string>();
    for (const [method, path] of routes) {
      fixed.add(method, path, `${method} ${path}`);
      trie.add(method, path, `${method} ${path}`);
    }
    const asked = [
      ['GET', '/v1/users/me'],
      ['PUT', '/v1/users/me'],
      ['GET', '/v1/users/7'],
      ['GET', '/v1/child_activity_plans'],
      ['POST', '/v1/child_activity_plans'],
      ['GET', '/v1/patients/12'],
      ['POST', '/v1/patients'],
      ['GET', '/v1/nothing/here'],
      ['GET', '/assets/app.js'],
      ['DELETE', '/elsewhere'],
    ];
    // Twice: the first call works the answer out, the second finds it kept.
    for (let round = 0; round < 2; round += 1) {
      for (const [method = '', path = ''] of asked) {
        expect([method, path, fixed.match(method, path)]).toEqual([method, path, trie.match(method, path)]);
      }
    }
  });

  it('sees a route added after a call', () => {
    const router = new FixedPathsRouter<string>();
    router.add('ALL', '*', 'middleware');
    expect(router.match('GET', '/v1/products')[0].map(([handler]) => handler)).toEqual(['middleware']);
    router.add('GET', '/v1/products', 'products');
    expect(router.match('GET', '/v1/products')[0].map(([handler]) => handler)).toEqual([
      'middleware',
      'products',
    ]);
  });

  it('answers through Hono with the fixed path and the parameter apart', async () => {
    const app = new Hono({ router: new FixedPathsRouter() });
    app.use('*', async (c, next) => {
      await next();
      c.header('x-route', c.req.routePath);
    });
    app.get('/v1/users/me', (c) => c.text('me'));
    app.get('/v1/users/:id', (c) => c.text(`user ${c.req.param('id')}`));
    for (let round = 0; round < 2; round += 1) {
      const me = await app.request('/v1/users/me');
      expect([await me.text(), me.headers.get('x-route')]).toEqual(['me', '/v1/users/me']);
      const other = await app.request('/v1/users/42');
      expect([await other.text(), other.headers.get('x-route')]).toEqual(['user 42', '/v1/users/:id']);
    }
  });
});
