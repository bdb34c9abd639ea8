import type { AppError } from '@attune/core';
import { BackWarning, ConfirmDialog, ErrorToast, ToastRegion, TrendBadge } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { tallCanvas } from '../support/decorators';
import { useT } from '../support/T';

/** The error catalogue as toasts, from the core's error data ('API Error (500)', 'Request Error', ...). */
function Catalogue({ errors }: { errors: readonly AppError[] }) {
  return (
    <ToastRegion>
      {errors.map((error) => (
        <ErrorToast key={JSON.stringify(error)} error={error} onDismiss={fn()} />
      ))}
    </ToastRegion>
  );
}

const meta = {
  title: 'Prompts/Errors and trends',
  component: Catalogue,
  args: {
    errors: [
      { kind: 'api-error', status: 500 },
      { kind: 'request-error' },
      { kind: 'no-response' },
      { kind: 'language-save-failed' },
    ],
  },
} satisfies Meta<typeof Catalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** API and network errors. */
export const ApiErrors: Story = {};

/** Payment and purchase errors. */
export const PaymentErrors: Story = {
  args: {
    errors: [
      { kind: 'payment-failed' },
      { kind: 'card-error', message: null },
      { kind: 'purchase-failed', errors: 'Your card was declined.' },
      { kind: 'purchase-failed', errors: null },
      { kind: 'no-in-app-purchase' },
    ],
  },
};

/** Access codes and confirmation links. */
export const CodeErrors: Story = {
  args: {
    errors: [
      { kind: 'access-code', failure: 'expired' },
      { kind: 'access-code', failure: 'max-uses' },
      { kind: 'confirmation-token-expired' },
      { kind: 'confirmation-token-invalid' },
    ],
  },
};

/** Trend badges: trending up, holding steady, trending down, and an unknown trend ('Error'). */
export const TrendBadges: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {['up', 'steady', 'down', 'sideways'].map((direction) => (
        <TrendBadge key={direction} direction={direction} />
      ))}
    </div>
  ),
};

function DeleteConfirmation() {
  const t = useT();
  return (
    <ConfirmDialog
      open
      tone="danger"
      title={t('prescription.confirmDelete')}
      confirmLabel={t('common.delete')}
      onConfirm={fn()}
      onCancel={fn()}
    />
  );
}

/** The back-button warning: 'Are you sure you want to go back? You may lose any unsaved changes.' */
export const BackButtonWarning: Story = {
  decorators: [tallCanvas],
  render: () => <BackWarning open onConfirm={fn()} onCancel={fn()} />,
};

/** A destructive confirmation (danger tone). */
export const DangerConfirmation: Story = {
  decorators: [tallCanvas],
  render: () => <DeleteConfirmation />,
};
