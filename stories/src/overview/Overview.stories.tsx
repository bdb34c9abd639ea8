import { ADD_ON_CATEGORY_TAGS } from '@attune/core';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * A designer's entry to the kit: how it is organised, the frozen family in the fixtures, and the design
 * tokens of the current theme (switch Theme and Language in the toolbar).
 */
function Overview() {
  return (
    // Notes for designers, in English only: the locale test leaves them out.
    <main style={{ maxWidth: 760 }} data-locale-exempt="">
      <h1>Attune UI kit</h1>
      <p>
        Every part of the family's screens, one story per state a designer wants to see. The words come from
        the locale files: switch <strong>Language</strong> (English / Español) and <strong>Theme</strong>{' '}
        (light / dark) in the toolbar. The <strong>Accessibility</strong> panel runs axe on each story; the
        story tests fail on any violation.
      </p>
      <h2>The family in every story</h2>
      <ul>
        <li>Sam Rivera, parent (the demo account, demo@attune.test: a finished, non-clinical account).</li>
        <li>
          Maya, 8, on medication (methylphenidate 10 mg, melatonin), doing Attune Essentials, Medication
          Insights and the sleep add-on.
        </li>
        <li>Leo, 11, no medication, avatar not chosen yet, this week's ADHD Insights session begun.</li>
        <li>
          Today is frozen at <strong>Tuesday 10 March 2026</strong>: scheduled, due and trial dates never
          drift.
        </li>
      </ul>
      <h2>How it is organised</h2>
      <ul>
        <li>Sessions: the session card in every status, start-button label, dialog and outcome.</li>
        <li>Add-ons: cards, add button, waiting list, purchase screen, expanded card.</li>
        <li>Prescriptions, Children (avatar, improvement areas), Goals, Help, Headers, Prompts, Forms.</li>
        <li>Primitives: buttons, fields, dialogs, menus, tabs, toasts.</li>
      </ul>
      <p>
        Server calls are provided per story as promises that resolve, fail, or stay pending, so a loading or
        error state can be looked at for as long as needed.
      </p>
    </main>
  );
}

const colourTokens = [
  'bg',
  'surface',
  'surface-muted',
  'text',
  'text-muted',
  'border',
  'primary',
  'primary-soft',
  'accent',
  'danger',
  'success',
  'warning',
  'focus',
];
const categoryTokens = [...ADD_ON_CATEGORY_TAGS, 'gray'];

function Swatch({ variable }: { variable: string }) {
  return (
    <figure style={{ margin: 0, display: 'grid', gap: 6, justifyItems: 'start' }}>
      <span
        style={{
          display: 'block',
          inlineSize: 96,
          blockSize: 56,
          borderRadius: 'var(--at-radius-md)',
          background: `var(${variable})`,
          border: '1px solid var(--at-color-border)',
        }}
      />
      <figcaption style={{ fontSize: 'var(--at-font-size-xs)' }}>
        <code>{variable}</code>
      </figcaption>
    </figure>
  );
}

/** The design tokens of the current theme: colours, add-on category colours, type, spacing, radius. */
function Tokens() {
  const grid = { display: 'flex', flexWrap: 'wrap' as const, gap: 16, marginBlockEnd: 24 };
  return (
    // A designer's reference, in English only: the locale test leaves it out.
    <main data-locale-exempt="">
      <h1>Design tokens</h1>
      <h2>Color</h2>
      <div style={grid}>
        {colourTokens.map((name) => (
          <Swatch key={name} variable={`--at-color-${name}`} />
        ))}
      </div>
      <h2>Add-on categories</h2>
      <div style={grid}>
        {categoryTokens.map((name) => (
          <Swatch key={name} variable={`--at-category-${name}`} />
        ))}
      </div>
      <h2>Type</h2>
      {['2xl', 'xl', 'lg', 'md', 'sm', 'xs'].map((size) => (
        <p key={size} style={{ fontSize: `var(--at-font-size-${size})`, margin: '0 0 8px' }}>
          <code>--at-font-size-{size}</code> Maya finished her session today.
        </p>
      ))}
      <h2>Spacing and radius</h2>
      <div style={{ ...grid, alignItems: 'end' }}>
        {[1, 2, 3, 4, 5, 6, 7, 8].map((step) => (
          <figure key={step} style={{ margin: 0, display: 'grid', gap: 6 }}>
            <span
              style={{
                display: 'block',
                inlineSize: `var(--at-space-${step})`,
                blockSize: `var(--at-space-${step})`,
                background: 'var(--at-color-primary)',
              }}
            />
            <figcaption style={{ fontSize: 'var(--at-font-size-xs)' }}>
              <code>{step}</code>
            </figcaption>
          </figure>
        ))}
        {['sm', 'md', 'lg', 'pill'].map((radius) => (
          <figure key={radius} style={{ margin: 0, display: 'grid', gap: 6 }}>
            <span
              style={{
                display: 'block',
                inlineSize: 72,
                blockSize: 48,
                borderRadius: `var(--at-radius-${radius})`,
                background: 'var(--at-color-surface)',
                border: '2px solid var(--at-color-border-strong)',
              }}
            />
            <figcaption style={{ fontSize: 'var(--at-font-size-xs)' }}>
              <code>{radius}</code>
            </figcaption>
          </figure>
        ))}
      </div>
    </main>
  );
}

const meta = {
  title: 'Overview',
  component: Overview,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Overview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What this Storybook holds and how to use it. */
export const Welcome: Story = {};

/** The tokens of the current theme. */
export const DesignTokens: Story = { render: () => <Tokens /> };
