import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planAlreadyStarted, plansStartedByPurchase, startablePlans } from './plans.logic';

const catalogue = [
  { id: 1, kind: 'plan', title: 'ADHD Insights' },
  { id: 11, kind: 'intervention', title: 'Target Recognition' },
  { id: 13, kind: 'intervention', title: 'Childhood Sleep Improvement' },
  { id: 12, kind: 'intervention', title: 'DESSA' },
];
const products = [
  { id: 4, name: 'target-recognition', activity_plans: [{ id: 11 }], purchase_kind: 'perChild' },
  { id: 2, name: 'sleep', activity_plans: [{ id: 13 }], purchase_kind: 'perChild' },
];
/** The family's calendar day the plans are offered on. */
const TODAY = '2026-03-01';
const ids = (plans: readonly { id: number }[]) => plans.map((plan) => plan.id);

describe('startablePlans', () => {
  it('offers an add-on plan only to the child it was bought for', () => {
    const purchases = [{ product: { id: 4 }, state: 'paid', child_id: 1 }];
    expect(
      ids(startablePlans(catalogue, { startedPlanIds: [], products, purchases, childId: 1, today: TODAY })),
    ).toEqual([1, 11, 12]);
    expect(
      ids(startablePlans(catalogue, { startedPlanIds: [], products, purchases, childId: 2, today: TODAY })),
    ).toEqual([1, 12]);
  });

  it('drops plans the child already has, and add-on plans whose purchase is not paid', () => {
    const purchases = [{ product: 4, state: 'pending', child_id: 1 }];
    expect(
      ids(startablePlans(catalogue, { startedPlanIds: [1], products, purchases, childId: 1, today: TODAY })),
    ).toEqual([12]);
  });
});

describe('startablePlans (properties)', () => {
  it('never offers a started plan nor an unbought add-on plan, and always offers every other plan', () => {
    const planArb = fc.record({
      id: fc.integer({ min: 1, max: 30 }),
      kind: fc.constantFrom('plan', 'intervention'),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(planArb, { selector: (plan) => plan.id, maxLength: 15 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 10 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 10 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 10 }),
        fc.integer({ min: 1, max: 3 }),
        (plans, started, sold, bought, childId) => {
          // Each sold plan has its own per-child product (id = plan id); a bought one is paid for child 1.
          const products = sold.map((id) => ({ id, activity_plans: [{ id }], purchase_kind: 'perChild' }));
          const purchases = bought.map((id) => ({ product: id, state: 'paid', child_id: 1 }));
          const result = ids(
            startablePlans(plans, { startedPlanIds: started, products, purchases, childId, today: TODAY }),
          );
          for (const plan of plans) {
            const open =
              !started.includes(plan.id) &&
              (plan.kind !== 'intervention' ||
                !sold.includes(plan.id) ||
                (bought.includes(plan.id) && childId === 1));
            expect(result.includes(plan.id)).toBe(open);
          }
        },
      ),
    );
  });
});

describe('plansStartedByPurchase', () => {
  it("starts a per-child add-on's plan for the child it was bought for", () => {
    expect(plansStartedByPurchase({ activity_plan_ids: [11], bundle: false }, { child_id: 1 }, [])).toEqual([
      11,
    ]);
  });
  it('starts nothing the child already has, nothing for a family-wide purchase and nothing for a bundle', () => {
    expect(plansStartedByPurchase({ activity_plan_ids: [11], bundle: false }, { child_id: 1 }, [11])).toEqual(
      [],
    );
    expect(
      plansStartedByPurchase({ activity_plan_ids: [11], bundle: false }, { child_id: null }, []),
    ).toEqual([]);
    expect(plansStartedByPurchase({ activity_plan_ids: [11], bundle: true }, { child_id: 1 }, [])).toEqual(
      [],
    );
  });
  it('a plan already started counts as started', () => {
    expect(planAlreadyStarted(11, [3, 11])).toBe(true);
    expect(planAlreadyStarted(11, [3])).toBe(false);
  });
});

describe('plansStartedByPurchase (properties)', () => {
  it('a purchase for a child starts exactly the bought plans the child lacks, each once; then no plan is started twice', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 6 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { maxLength: 10 }),
        fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
        fc.boolean(),
        (planIds, started, childId, bundle) => {
          const result = plansStartedByPurchase(
            { activity_plan_ids: planIds, bundle },
            { child_id: childId },
            started,
          );
          expect(new Set(result).size).toBe(result.length);
          if (childId === null || bundle) expect(result).toEqual([]);
          else expect(new Set(result)).toEqual(new Set(planIds.filter((id) => !started.includes(id))));
          for (const id of result) expect(planAlreadyStarted(id, started)).toBe(false);
          const after = [...started, ...result];
          expect(
            plansStartedByPurchase({ activity_plan_ids: planIds, bundle }, { child_id: childId }, after),
          ).toEqual([]);
        },
      ),
    );
  });
});
