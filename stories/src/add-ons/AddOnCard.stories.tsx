import { AddButton, AddOnCard } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  barkSolution,
  coachingSolution,
  foodSensitivitySolution,
  greenlightSolution,
  heartMathSolution,
  readingTutorSolution,
  sleepSolution,
  socialEmotionalSolution,
  targetRecognitionSolution,
  triplePSolution,
} from '../fixtures';

/** Add-on cards of the catalogue, in their category colours, with the add button in each state. */
const meta = {
  title: 'Add-ons/Add-on card',
  component: AddOnCard,
  args: {
    solution: sleepSolution,
    purchased: false,
    hasWaitListItem: false,
    onOpen: fn(),
    onGet: fn(),
  },
  decorators: [
    // One card is shown at a phone card's width; the catalogue grid story takes the whole canvas.
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.fullWidth ? 'none' : 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddOnCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Available, not bought for Maya: 'Get'. */
export const Get: Story = {};

/** Already bought for Maya: 'Purchased'. */
export const Purchased: Story = { args: { purchased: true } };

/** An affiliate (Bark): 'Get' opens the partner's site in a new tab. */
export const Affiliate: Story = { args: { solution: barkSolution } };

/** Not available yet, with a waiting list: 'Get' opens the waiting list. */
export const UnavailableWithWaitingList: Story = {
  args: { solution: readingTutorSolution, hasWaitListItem: true },
};

/** Included with the subscription (Social + Emotional): the card says so, with nothing to get. */
export const IncludedWithSubscription: Story = { args: { solution: socialEmotionalSolution } };

/** Not available and no waiting list: no add button at all. */
export const UnavailableWithoutWaitingList: Story = { args: { solution: readingTutorSolution } };

/** A one-time price (Food Sensitivity, $69.95). */
export const OneTimePrice: Story = { args: { solution: foodSensitivitySolution } };

/** A free consultation. */
export const FreeConsultation: Story = { args: { solution: coachingSolution } };

/** A long name (Triple P) in a narrow card. */
export const LongName: Story = { args: { solution: triplePSolution } };

/** The catalogue as a grid: every category colour, and an unknown tag in gray. */
export const CatalogueGrid: Story = {
  parameters: { fullWidth: true },
  render: (args) => {
    const entries = [
      { solution: sleepSolution, category: 'sleep', purchased: true },
      { solution: targetRecognitionSolution, category: 'focus', purchased: false },
      { solution: foodSensitivitySolution, category: 'medication-alternatives', purchased: false },
      { solution: triplePSolution, category: 'parenting-education', purchased: false },
      { solution: barkSolution, category: 'assessments-monitoring-tracking', purchased: false },
      { solution: greenlightSolution, category: 'behavior', purchased: false },
      { solution: heartMathSolution, category: 'social-emotional', purchased: false },
      { solution: coachingSolution, category: 'something-new', purchased: false },
    ];
    return (
      <div
        style={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
          maxWidth: 1200,
        }}
      >
        {entries.map((entry) => (
          <AddOnCard
            key={entry.solution.name}
            solution={entry.solution}
            category={entry.category}
            purchased={entry.purchased}
            hasWaitListItem={false}
            onOpen={args.onOpen}
            onGet={args.onGet}
          />
        ))}
      </div>
    );
  },
};

/** The add button alone, in each state: Get, Purchased, external link; nothing when unavailable. */
export const AddButtonStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      <AddButton solution={sleepSolution} purchased={false} hasWaitListItem={false} onGet={args.onGet} />
      <AddButton solution={sleepSolution} purchased hasWaitListItem={false} onGet={args.onGet} />
      <AddButton solution={barkSolution} purchased={false} hasWaitListItem={false} onGet={args.onGet} />
      <AddButton solution={readingTutorSolution} purchased={false} hasWaitListItem onGet={args.onGet} />
      <AddButton
        solution={readingTutorSolution}
        purchased={false}
        hasWaitListItem={false}
        onGet={args.onGet}
      />
    </div>
  ),
};
