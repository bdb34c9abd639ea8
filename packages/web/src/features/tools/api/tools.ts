/**
 * What the tool pages load and change, over the contract: the catalogue page (`GET solutions`), and per
 * tool its calls. A tool call the server refuses with 403 (the add-on not purchased for this child, or no
 * subscription) is a locked tool, not an error: the page says what unlocks it.
 */
import {
  type FoodSensitivityResult,
  isPurchasedForChild,
  type SleepDevice,
  type SleepResult,
  type SocialEmotionalCheckin,
  type Solution,
  solutionAccessTarget,
} from '@attune/core/rules';
import { call, statusOf } from '../../../lib/api-client';
import { today } from '../../../lib/family-day';
import { loadQuery, referenceQuery } from '../../../lib/queries';

/** The tools with a page of their own here (Target Recognition has its own route). */
export const TOOL_PAGES = [
  'social-emotional',
  'sleep',
  'food-sensitivity',
  'parent-coaching',
  'reading-attention-tutor',
] as const;
/** A tool with a page. */
export type ToolPage = (typeof TOOL_PAGES)[number];

/** Whether `name` is a tool with a page. */
export const isToolPage = (name: string | undefined): name is ToolPage =>
  (TOOL_PAGES as readonly string[]).includes(name ?? '');

/** A gated call's answer: its value, or locked when the server refused it with 403. */
export type Gated<T> = { readonly locked: false; readonly value: T } | { readonly locked: true };

async function gated<T>(run: () => Promise<T>): Promise<Gated<T>> {
  try {
    return { locked: false, value: await run() };
  } catch (error) {
    if (statusOf(error) === 403) return { locked: true };
    throw error;
  }
}

/** The sleep tool's data: check-ins, device sleeps and the linked device. */
export interface SleepData {
  readonly checkins: readonly SleepResult[];
  readonly deviceSleeps: readonly SleepResult[];
  readonly device: SleepDevice | null;
}

/** What a tool page shows. */
export interface ToolData {
  readonly tool: ToolPage;
  readonly solution: Solution | null;
  readonly sleep?: Gated<SleepData>;
  readonly foodSensitivity?: Gated<readonly FoodSensitivityResult[]>;
  readonly socialEmotional?: Gated<SocialEmotionalCheckin | null>;
}

/**
 * Whether the family bought `tool` for this child and it is still theirs on `day` (core's
 * `isPurchasedForChild`, the rule the server's gate applies on the family's calendar day: a trial or paid
 * period that has ended no longer counts): when not, the page shows what unlocks it without asking for
 * what the server would refuse.
 */
async function purchasedForChild(
  tool: ToolPage,
  childId: number,
  day: string,
  signal: AbortSignal,
): Promise<boolean> {
  const [products, purchases] = await Promise.all([
    call((api) => api.listProducts(), signal),
    call((api) => api.listPurchases(), signal),
  ]);
  return isPurchasedForChild(solutionAccessTarget(products, tool), purchases, childId, day);
}

/** Loads a tool page for a child on the family's calendar day `day` (today unless given). */
export async function loadTool(
  tool: ToolPage,
  childId: number,
  signal: AbortSignal,
  day: string = today(),
): Promise<ToolData> {
  const solutions = loadQuery(referenceQuery('listSolutions'));
  const params = { id: childId };
  if (
    (tool === 'sleep' || tool === 'food-sensitivity') &&
    !(await purchasedForChild(tool, childId, day, signal))
  ) {
    const list = await solutions;
    const locked = { locked: true } as const;
    return {
      tool,
      solution: list.find((solution) => solution.name === tool) ?? null,
      ...(tool === 'sleep' ? { sleep: locked } : { foodSensitivity: locked }),
    };
  }
  const [list, extra] = await Promise.all([
    solutions,
    (async (): Promise<Partial<ToolData>> => {
      switch (tool) {
        case 'sleep':
          return {
            sleep: await gated(async () => {
              // The device is read after its sleeps: reading them imports its nights, which may find
              // that the Fitbit needs linking again.
              const [checkins, [deviceSleeps, device]] = await Promise.all([
                call((api) => api.listSleepCheckins({ params }), signal),
                call((api) => api.listSleepInterventions({ params }), signal).then(
                  async (deviceSleeps) =>
                    [deviceSleeps, await call((api) => api.getSleepDevice({ params }), signal)] as const,
                ),
              ]);
              return { checkins, deviceSleeps, device };
            }),
          };
        case 'food-sensitivity':
          return {
            foodSensitivity: await gated(() =>
              call((api) => api.listFoodSensitivityResults({ query: { child_id: childId } }), signal),
            ),
          };
        case 'social-emotional':
          return {
            socialEmotional: await gated(() => call((api) => api.getSocialEmotional({ params }), signal)),
          };
        default:
          return {};
      }
    })(),
  ]);
  return { tool, solution: list.find((solution) => solution.name === tool) ?? null, ...extra };
}

/** The fields a 422 named, with their first message (the app's one reading, `lib/refusal`). */
export { fieldErrorsOf } from '../../../lib/refusal';
