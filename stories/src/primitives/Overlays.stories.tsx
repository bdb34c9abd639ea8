import { Button, Dialog, Menu, SkipLink, Tabs, Toast, ToastRegion } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { T, useT } from '../support/T';

/** A confirmation dialog, open. */
function ConfirmDialog({ startOpen = true }: { startOpen?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <T k="common.delete" />
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('session.skipDialog.title')}
        description={t('session.skipDialog.generic')}
        actions={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              <T k="common.cancel" />
            </Button>
            <Button onClick={() => setOpen(false)}>
              <T k="session.skipDialog.confirm" />
            </Button>
          </>
        }
      />
    </>
  );
}

const meta = {
  title: 'Primitives/Overlays',
  component: ConfirmDialog,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A modal dialog: labelled by its title, focus inside, Escape closes. */
export const DialogOpen: Story = {};

/** Escape closes the dialog and gives focus back to the button that opened it. */
export const DialogClosedWithEscape: Story = {
  args: { startOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button');
    await userEvent.click(opener);
    await expect(canvas.getByRole('dialog')).toHaveAttribute('open');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};

/** Toasts: information, success and errors (one announced as an alert, one politely), stacked in their region. */
export const Toasts: StoryObj<typeof Toast> = {
  render: function Render() {
    const t = useT();
    return (
      <ToastRegion>
        <Toast title={t('share.copied')} tone="success" onDismiss={fn()} />
        <Toast title={t('update.installing')} message={t('update.body')} />
        <Toast
          tone="error"
          title={t('prescription.saveErrorTitle')}
          message={t('prescription.saveErrorMessage')}
          onDismiss={fn()}
        />
        {/* the app's notification of a failed call: an error, announced politely (the page says it too) */}
        <Toast
          tone="error"
          announce="polite"
          title={t('errors.apiErrorTitle', { status: 500 })}
          message={t('errors.apiErrorMessage')}
          onDismiss={fn()}
        />
      </ToastRegion>
    );
  },
};

/** Tabs, as in the avatar editor: arrow keys move and select. */
export const TabsKeyboard: StoryObj<typeof Tabs> = {
  render: function Render() {
    const t = useT();
    const [selected, setSelected] = useState('hair');
    return (
      <Tabs
        label={t('avatar.title')}
        selectedId={selected}
        onSelect={setSelected}
        tabs={(['hair', 'skin', 'eyes'] as const).map((id) => ({
          id,
          label: t(`avatar.tabs.${id}`),
          panel: <p>{t(id === 'hair' ? 'avatar.style' : 'avatar.colour')}</p>,
        }))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [hair, skin] = canvas.getAllByRole('tab');
    if (!hair || !skin) throw new Error('tabs missing');
    await userEvent.click(hair);
    await userEvent.keyboard('{ArrowRight}');
    await expect(skin).toHaveAttribute('aria-selected', 'true');
    await expect(skin).toHaveFocus();
  },
};

/** Compact tabs, as a child's sections: every tab the same share of a phone's width, whatever its label. */
export const TabsCompact: StoryObj<typeof Tabs> = {
  render: function Render() {
    const t = useT();
    const [selected, setSelected] = useState('timeline');
    return (
      <Tabs
        compact
        label={t('child.tabsLabel')}
        selectedId={selected}
        onSelect={setSelected}
        tabs={(['timeline', 'clinical', 'scores', 'tools'] as const).map((id) => ({
          id,
          label: t(`child.tabs.${id}`),
          panel: <p>{t(`child.tabs.${id}`)}</p>,
        }))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const widths = within(canvasElement)
      .getAllByRole('tab')
      .map((tab) => Math.round(tab.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
  },
};

/**
 * Tabs that keep their panels (`keepMounted`), as a child's sections: a panel seen once stays laid out out
 * of sight (inert, hidden from assistive technology), so showing it again is immediate and keeps its state.
 */
export const TabsKeptPanels: StoryObj<typeof Tabs> = {
  render: function Render() {
    const t = useT();
    const [selected, setSelected] = useState('timeline');
    return (
      <Tabs
        compact
        keepMounted
        label={t('child.tabsLabel')}
        selectedId={selected}
        onSelect={setSelected}
        tabs={(['timeline', 'scores', 'tools'] as const).map((id) => ({
          id,
          label: t(`child.tabs.${id}`),
          panel: (
            <p>
              <a href={`#${id}`}>{t(`child.tabs.${id}`)}</a>
            </p>
          ),
        }))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [timeline, scores] = canvas.getAllByRole('tab');
    if (!timeline || !scores) throw new Error('tabs missing');
    await userEvent.click(scores);
    await userEvent.click(timeline);
    // the Scores panel stays in the page, out of sight and out of reach; one panel is announced
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
    const kept = canvasElement.querySelector(`#${CSS.escape(scores.getAttribute('aria-controls') ?? '')}`);
    await expect(kept).toHaveAttribute('inert');
    await expect(kept?.getBoundingClientRect().height).toBe(0);
    await userEvent.click(scores);
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', scores.id);
    await expect(kept).not.toHaveAttribute('inert');
  },
};

function UserMenuDemo() {
  const t = useT();
  return (
    <Menu
      align="start"
      label={t('menu.open')}
      trigger={
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="currentColor" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
        </svg>
      }
      entries={[
        { kind: 'action', id: 'share', label: t('menu.shareApp'), onSelect: fn() },
        { kind: 'link', id: 'help', label: t('menu.helpCenter'), href: '#help' },
        { kind: 'link', id: 'settings', label: t('menu.settings'), href: '#settings' },
        { kind: 'action', id: 'logout', label: t('menu.logOut'), onSelect: fn() },
        { kind: 'text', id: 'version', label: t('menu.version', { version: '1.4.0' }) },
      ]}
    />
  );
}

/** A menu button, opened from the keyboard: focus lands on the first entry. */
export const MenuOpen: StoryObj<typeof Menu> = {
  render: () => <UserMenuDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    const items = await canvas.findAllByRole('menuitem');
    await expect(items[0]).toHaveFocus();
  },
};

/** The skip-to-content link appears when it gets keyboard focus. */
export const SkipLinkFocused: StoryObj<typeof SkipLink> = {
  render: () => (
    <>
      <SkipLink targetId="main" />
      <main id="main" tabIndex={-1}>
        <p>
          <T k="common.informationalOnly" />
        </p>
      </main>
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
  },
};
