/**
 * Writes that must happen once: a purchase retried with its idempotency key (also two at the same time)
 * is answered with the first and charged once; enrolments, food sensitivity steps and saved pieces never
 * make a second row, even at the same time. Also the content library's search and unread counts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childCourses, foodSensitivityResults, purchases } from '../src/db/schema';
import { type CardProvider, testCardProvider } from '../src/purchases/payment-ports';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';

type Product = {
  id: number;
  value: number;
  trial_length: number;
  purchase_kind: string;
  course: { id: number } | null;
};
type Purchase = { id: number; state: string; child_id: number | null };
type Errors = { errors: Record<string, string[]> };

/** The test card provider, counting the charges that went through and slow enough for requests to overlap. */
function countingCardProvider() {
  const inner = testCardProvider();
  const charged: string[] = [];
  const provider: CardProvider = {
    async charge(input) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const result = await inner.charge(input);
      if (result.ok) charged.push(input.token);
      return result;
    },
  };
  return { provider, charged };
}

describe.each(engines)('writes that happen once (%s)', (engine) => {
  let harness: Harness;
  let token: string;
  let childIds: number[];
  let products: Product[];
  const card = countingCardProvider();

  const call = (method: string, path: string, body?: unknown) => harness.call(method, path, { token, body });
  const buy = (body: Record<string, unknown>) => call('POST', '/v1/payment/purchases', body);
  const chargeable = () => {
    const product = products.find(
      (p) => p.value > 0 && p.trial_length === 0 && p.purchase_kind !== 'perChild',
    );
    if (!product) throw new Error('the catalogue has no chargeable product for the family');
    return product;
  };

  beforeAll(async () => {
    harness = await startHarness(engine, { cardProvider: card.provider });
    ({ token } = await harness.family('writes'));
    childIds = [];
    for (const name of ['Ari', 'Bo']) {
      const child = await call('POST', '/v1/patients', {
        patient: { name, birthday: birthdayYearsAgo(harness.clock, 8), gender: 'other' },
      });
      childIds.push((child.json as { patient: { id: number } }).patient.id);
    }
    products = ((await call('GET', '/v1/products')).json as { products: Product[] }).products;
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('answers a replayed purchase with the first one, charging the card once', async () => {
    const before = card.charged.length;
    const body = {
      payment: { product_id: chargeable().id, stripe_token: 'tok_visa' },
      idempotency_key: 'replay-0001-aaaa',
    };
    const first = await buy(body);
    const again = await buy(body);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(card.charged.length - before).toBe(1);
  });

  it('charges once when two requests with the same key arrive together, and both get the purchase', async () => {
    const before = card.charged.length;
    const body = {
      payment: { product_id: chargeable().id, stripe_token: 'tok_mastercard' },
      idempotency_key: 'parallel-0002-bbbb',
    };
    const [one, two] = await Promise.all([buy(body), buy(body)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const ids = [one, two].map((response) => (response.json as { purchase: Purchase }).purchase.id);
    expect(ids[0]).toBe(ids[1]);
    expect(card.charged.length - before).toBe(1);
    const rows = await harness.server.ctx.db
      .select()
      .from(purchases)
      .where(eq(purchases.idempotencyKey, 'parallel-0002-bbbb'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a key already used for another purchase, naming idempotency_key', async () => {
    const other = products.find((p) => p.id !== chargeable().id && p.purchase_kind !== 'perChild');
    await buy({
      payment: { product_id: chargeable().id, stripe_token: 'tok_visa' },
      idempotency_key: 'used-0003-cccc',
    });
    const reused = await buy({
      payment: { product_id: other?.id, stripe_token: 'tok_visa' },
      idempotency_key: 'used-0003-cccc',
    });
    expect(reused.status).toBe(422);
    expect(Object.keys((reused.json as Errors).errors)).toEqual(['idempotency_key']);
  });

  it('leaves nothing behind for a declined card, so the same key can be tried again with another card', async () => {
    const before = await call('GET', '/v1/payment/purchases');
    const declined = await buy({
      payment: { product_id: chargeable().id, stripe_token: 'tok_chargeDeclined' },
      idempotency_key: 'retry-0004-dddd',
    });
    expect(declined.status).toBe(422);
    expect((await call('GET', '/v1/payment/purchases')).json).toEqual(before.json);
    const retried = await buy({
      payment: { product_id: chargeable().id, stripe_token: 'tok_visa' },
      idempotency_key: 'retry-0004-dddd',
    });
    expect(retried.status).toBe(200);
    expect((retried.json as { purchase: Purchase }).purchase.state).toBe('paid');
  });

  it('enrols each child once in a course bought twice, and twice at the same time', async () => {
    const course = products.find((p) => p.course !== null && p.purchase_kind !== 'perChild');
    if (!course) throw new Error('the catalogue has no course for the family');
    const body = { payment: { product_id: course.id, stripe_token: 'tok_visa' } };
    await buy(body);
    await Promise.all([buy(body), buy(body)]);
    const rows = await harness.server.ctx.db.select().from(childCourses);
    const mine = rows.filter((row) => childIds.includes(row.childId));
    expect(mine.map((row) => row.childId).sort()).toEqual([...childIds].sort());
    for (const childId of childIds) {
      const listed = await call('GET', `/v1/profile/courses?child_id=${childId}`);
      const courses = (listed.json as { courses: { profile_lectures: { lecture: { id: number } }[] }[] })
        .courses;
      expect(courses).toHaveLength(1);
      const lectures = courses[0]?.profile_lectures.map((entry) => entry.lecture.id) ?? [];
      expect(new Set(lectures).size).toBe(lectures.length);
    }
  });

  it('keeps one food sensitivity test per child, whatever steps arrive at the same time', async () => {
    const [childId] = childIds;
    const products = (await call('GET', '/v1/products')).json as { products: { id: number; name: string }[] };
    const kit = products.products.find((product) => product.name === 'food-sensitivity');
    await buy({ payment: { product_id: kit?.id, stripe_token: 'tok_visa' }, child_id: childId });
    const steps = ['request_kit', 'sample_sent', 'request_kit', 'results_viewed', 'sample_sent'];
    const answers = await Promise.all(
      steps.map((step) =>
        call('POST', '/v1/food_sensitivity_states', {
          child_id: childId,
          state_action: step,
          ...(step === 'request_kit'
            ? {
                shipping_address: {
                  name: 'Dana Rivera',
                  line1: '12 Elm Street',
                  city: 'Springfield',
                  state: 'IL',
                  postal_code: '62704',
                  country: 'US',
                },
              }
            : {}),
        }),
      ),
    );
    // The kit only moves forward (core's nextFoodSensitivityState): a step out of turn is refused, never a 500.
    expect(answers.every((answer) => answer.status === 204 || answer.status === 422)).toBe(true);
    expect(answers.some((answer) => answer.status === 204)).toBe(true);
    const rows = await harness.server.ctx.db
      .select()
      .from(foodSensitivityResults)
      .where(eq(foodSensitivityResults.childId, childId ?? 0));
    expect(rows).toHaveLength(1);
    const listed = await call('GET', `/v1/food_sensitivity_results?child_id=${childId}`);
    expect((listed.json as { food_sensitivity_results: unknown[] }).food_sensitivity_results).toHaveLength(1);
  });

  it('searches the library ignoring case, takes % literally, and counts unread pieces per collection', async () => {
    type Collection = { id: number; name: string; unread: number };
    type Piece = { id: number; name: string; collections: { id: number }[] };
    // The content library is the sunflower client's: a sunflower family reads and writes it.
    const sunflower = (await harness.family('writes-sunflower', { client: 'sunflower' })).token;
    const call = (method: string, path: string, body?: unknown) =>
      harness.call(method, path, { token: sunflower, body });
    const pieces = ((await call('GET', '/v1/content/pieces')).json as { pieces: Piece[] }).pieces;
    const piece = pieces[0];
    if (!piece) throw new Error('the library has no pieces');
    const word = piece.name.split(' ').find((part) => part.length > 3) ?? piece.name;
    const found = (
      (await call('GET', `/v1/content/pieces?search=${encodeURIComponent(word.toUpperCase())}`)).json as {
        pieces: Piece[];
      }
    ).pieces;
    expect(found.map((p) => p.id)).toContain(piece.id);
    const none = await call('GET', '/v1/content/pieces?search=%25');
    expect((none.json as { pieces: Piece[] }).pieces).toEqual([]);

    const collections = async () =>
      ((await call('GET', '/v1/content/collections')).json as { collections: Collection[] }).collections;
    const collectionId = piece.collections[0]?.id;
    const before = (await collections()).find((c) => c.id === collectionId);
    const inCollection = pieces.filter((p) => p.collections.some((c) => c.id === collectionId));
    expect(before?.unread).toBe(inCollection.length);
    const mine = await call('POST', '/v1/content/user_pieces', { user_piece: { piece_id: piece.id } });
    const again = await call('POST', '/v1/content/user_pieces', { user_piece: { piece_id: piece.id } });
    expect(again.json).toEqual(mine.json);
    const userPieceId = (mine.json as { user_piece: { id: number } }).user_piece.id;
    await call('PATCH', `/v1/content/user_pieces/${userPieceId}`, { user_piece: { viewed: true } });
    const after = (await collections()).find((c) => c.id === collectionId);
    expect(after?.unread).toBe(inCollection.length - 1);
  });
});
