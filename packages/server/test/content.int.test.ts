/**
 * The content library over real HTTP: only an account of the sunflower client may use it (the client is
 * recorded on the account at sign-up); every other client's content calls are refused with 403 naming the
 * `content` blocker. A sunflower family reads, searches, saves and adds collections.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, type Harness, startHarness } from './support/harness';

type Piece = { id: number; name: string; user_piece: { id: number; saved: boolean } | null };

describe.each(engines)('content library (%s)', (engine) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness(engine);
  }, 180_000);
  afterAll(async () => {
    await harness?.close();
  });

  const CONTENT_CALLS: readonly [string, string, unknown?][] = [
    ['GET', '/v1/content/collections'],
    ['GET', '/v1/content/pieces'],
    ['GET', '/v1/content/pieces/1'],
    ['GET', '/v1/content/tags'],
    ['GET', '/v1/recommendations/content_pieces'],
    ['GET', '/v1/content/user_collections'],
    ['GET', '/v1/content/user_pieces'],
    ['POST', '/v1/content/user_pieces', { user_piece: { piece_id: 1 } }],
    ['POST', '/v1/content/user_collections', { user_collection: { collection_id: 1 } }],
  ];

  it.each([
    ['default', undefined],
    ['parenting', 'parenting'],
    ['health-plan', 'health-plan'],
  ] as const)('refuses every content call of a %s-client family with 403 content', async (_name, client) => {
    const family = await harness.family('other', client ? { client } : {});
    const me = await harness.call('GET', '/v1/users/me', { token: family.token });
    if (me.status === 200)
      expect((me.json as { user: { client: string | null } }).user.client).toBe(client ?? null);
    for (const [method, path, body] of CONTENT_CALLS) {
      const response = await harness.call(method, path, { token: family.token, body });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.json).toMatchObject({
        blocker: 'content',
        errors: { content: ['The content library is not part of your plan.'] },
      });
    }
  });

  it('a sunflower family reads, searches, saves a piece and adds a collection', async () => {
    const family = await harness.family('sunflower', { client: 'sunflower' });
    const pieces = await harness.call('GET', '/v1/content/pieces', { token: family.token });
    expect(pieces.status).toBe(200);
    const list = (pieces.json as { pieces: Piece[] }).pieces;
    expect(list.length).toBeGreaterThanOrEqual(8);

    const found = await harness.call('GET', '/v1/content/pieces?search=bedtime', { token: family.token });
    expect((found.json as { pieces: Piece[] }).pieces.map((p) => p.name)).toContain('A calmer bedtime');

    const piece = list[0] as Piece;
    const created = await harness.call('POST', '/v1/content/user_pieces', {
      token: family.token,
      body: { user_piece: { piece_id: piece.id } },
    });
    const userPiece = (created.json as { user_piece: { id: number } }).user_piece;
    const saved = await harness.call('PATCH', `/v1/content/user_pieces/${userPiece.id}`, {
      token: family.token,
      body: { user_piece: { saved: true, viewed: true } },
    });
    expect(saved.json).toMatchObject({ user_piece: { saved: true, viewed: true } });

    const collections = await harness.call('GET', '/v1/content/collections', { token: family.token });
    const collection = (collections.json as { collections: { id: number; unread: number }[] }).collections[0];
    const added = await harness.call('POST', '/v1/content/user_collections', {
      token: family.token,
      body: { user_collection: { collection_id: collection?.id } },
    });
    expect(added.json).toMatchObject({ user_collection: { added: true } });

    // Another family cannot touch this family's piece record.
    const other = await harness.family('sunflower-other', { client: 'sunflower' });
    const foreign = await harness.call('PATCH', `/v1/content/user_pieces/${userPiece.id}`, {
      token: other.token,
      body: { user_piece: { saved: false } },
    });
    expect(foreign.status).toBe(404);
  });

  it('refuses an unknown client at sign-up with 422 naming user.client', async () => {
    const response = await harness.call('POST', '/v1/users', {
      body: {
        user: {
          name: 'Test Parent',
          email: 'odd-client@example.test',
          password: 'calm-river-morning-42',
          password_confirmation: 'calm-river-morning-42',
          client: 'acme',
        },
      },
    });
    expect(response.status).toBe(422);
    expect(JSON.stringify(response.json)).toContain('user.client');
  });
});
