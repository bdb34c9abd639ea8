/**
 * The add-on catalogue (solutions, keyed by name). The v1 contract has no call listing solutions, so the
 * web app keeps this table (names match the reference server's seed and its products); display names,
 * taglines and descriptions live in the locale files under `pages.addOns.solutions.<name>`.
 */
import type { Product, Solution } from '@attune/core/rules';

export type SolutionKind = 'product' | 'partner' | 'affiliate' | 'course' | 'consultation' | 'bundle';

export interface CatalogueSolution {
  readonly name: string;
  readonly displayName: string;
  readonly kind: SolutionKind;
  readonly purchaseKind: 'all' | 'perChild' | 'parent' | 'none';
  readonly tags: readonly string[];
  readonly available: boolean;
  readonly priceCents: number | null;
  readonly pricing: 'monthly' | 'yearly' | 'one-time' | 'free' | null;
  readonly affiliateLink: string | null;
}

export const SOLUTIONS: readonly CatalogueSolution[] = [
  {
    name: 'social-emotional',
    displayName: 'Social + Emotional',
    kind: 'product',
    purchaseKind: 'perChild',
    tags: ['social-emotional', 'assessments-monitoring-tracking'],
    available: false,
    priceCents: null,
    pricing: null,
    affiliateLink: null,
  },
  {
    name: 'sleep',
    displayName: 'Childhood Sleep Improvement',
    kind: 'product',
    purchaseKind: 'perChild',
    tags: ['sleep'],
    available: true,
    priceCents: 1495,
    pricing: 'monthly',
    affiliateLink: null,
  },
  {
    name: 'reading-attention-tutor',
    displayName: 'Reading Attention Tutor',
    kind: 'product',
    purchaseKind: 'perChild',
    tags: ['focus'],
    available: false,
    priceCents: 1495,
    pricing: 'monthly',
    affiliateLink: null,
  },
  {
    name: 'target-recognition',
    displayName: 'Target Recognition',
    kind: 'product',
    purchaseKind: 'perChild',
    tags: ['focus'],
    available: true,
    priceCents: 1499,
    pricing: 'monthly',
    affiliateLink: null,
  },
  {
    name: 'food-sensitivity',
    displayName: 'Food Sensitivity',
    kind: 'product',
    purchaseKind: 'perChild',
    tags: ['medication-alternatives'],
    available: true,
    priceCents: 6995,
    pricing: 'one-time',
    affiliateLink: null,
  },
  {
    name: 'triple-p',
    displayName: 'Positive Parenting Program (Triple P Online)',
    kind: 'partner',
    purchaseKind: 'parent',
    tags: ['parenting-education', 'behavior'],
    available: true,
    priceCents: 7995,
    pricing: 'one-time',
    affiliateLink: null,
  },
  {
    name: 'honestly-adhd',
    displayName: 'Honestly ADHD',
    kind: 'course',
    purchaseKind: 'parent',
    tags: ['parenting-education'],
    available: true,
    priceCents: 1499,
    pricing: 'one-time',
    affiliateLink: null,
  },
  {
    name: 'bark',
    displayName: 'Bark',
    kind: 'affiliate',
    purchaseKind: 'parent',
    tags: ['assessments-monitoring-tracking'],
    available: true,
    priceCents: 900,
    pricing: 'monthly',
    affiliateLink: 'https://www.bark.us/',
  },
  {
    name: 'heartmath-hrv',
    displayName: 'HeartMath HRV',
    kind: 'affiliate',
    purchaseKind: 'parent',
    tags: ['medication-alternatives', 'social-emotional'],
    available: true,
    priceCents: 11925,
    pricing: 'one-time',
    affiliateLink: 'https://www.heartmath.com/',
  },
  {
    name: 'heartmath-smart-brain-wise-heart',
    displayName: 'HeartMath Smart Brain Wise Heart',
    kind: 'affiliate',
    purchaseKind: 'parent',
    tags: ['social-emotional'],
    available: true,
    priceCents: 2175,
    pricing: 'yearly',
    affiliateLink: 'https://www.heartmath.com/',
  },
  {
    name: 'greenlight',
    displayName: 'Greenlight',
    kind: 'affiliate',
    purchaseKind: 'parent',
    tags: ['parenting-education'],
    available: true,
    priceCents: 499,
    pricing: 'monthly',
    affiliateLink: 'https://greenlight.com/',
  },
  {
    name: 'parent-coaching',
    displayName: 'Parent coaching',
    kind: 'consultation',
    purchaseKind: 'none',
    tags: ['parenting-education', 'behavior'],
    available: true,
    priceCents: 0,
    pricing: 'free',
    affiliateLink: null,
  },
];

const slug = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function findSolution(name: string | undefined): CatalogueSolution | null {
  if (!name) return null;
  return (
    SOLUTIONS.find((solution) => solution.name === name || slug(solution.displayName) === slug(name)) ?? null
  );
}

/** The product that buys a solution: matched by name or display name. */
export function productFor(solution: CatalogueSolution, products: readonly Product[]): Product | null {
  const names = [slug(solution.name), slug(solution.displayName)];
  return products.find((product) => names.includes(slug(product.name))) ?? null;
}

/** The category color variable of a tag (gray for unknown tags). */
export function categoryColorVar(tag: string | undefined): string {
  const known = [
    'focus',
    'behavior',
    'social-emotional',
    'sleep',
    'medication-alternatives',
    'parenting-education',
    'assessments-monitoring-tracking',
  ];
  return `var(--at-category-${tag && known.includes(tag) ? tag : 'gray'})`;
}

/** A catalogue entry as the UI kit's Solution, its words in the family's language. */
export function toSolution(
  solution: CatalogueSolution,
  t: (key: string) => string,
  formatPrice: (cents: number) => string,
): Solution {
  const key = `pages.addOns.solutions.${solution.name}`;
  const pricingKey =
    solution.pricing === 'monthly' ? 'monthly' : solution.pricing === 'yearly' ? 'yearly' : 'non_consumable';
  return {
    id: SOLUTIONS.indexOf(solution) + 1,
    name: solution.name,
    kind: solution.kind,
    purchaseKind: solution.purchaseKind,
    displayName: t(`${key}.name`),
    // shown as 'Area of focus: …', so in words
    areaOfFocus: t(`pages.addOns.categories.${solution.tags[0] ?? 'focus'}`),
    categories: [...solution.tags],
    available: solution.available,
    icon: solution.name,
    tagline: t(`${key}.tagline`),
    description: t(`${key}.description`),
    videoUrl: null,
    pricing:
      solution.priceCents === null || solution.pricing === null || solution.pricing === 'free'
        ? null
        : {
            key: pricingKey,
            kind: pricingKey === 'non_consumable' ? 'product' : 'subscription',
            name: t(`pages.addOns.pricingNames.${solution.pricing}`),
            raw: solution.priceCents,
            formatted: formatPrice(solution.priceCents),
          },
    marketing: null,
    meta: { affiliateLink: solution.affiliateLink },
  };
}
