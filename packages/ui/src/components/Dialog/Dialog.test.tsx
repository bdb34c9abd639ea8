import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { Button } from '../Button';
import { Dialog } from './Dialog';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        title="Skip Session"
        description="This session will be skipped."
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        actions={<Button>Confirm</Button>}
      />
    </>
  );
}

/** A dialog that starts on its Confirm button. */
function Named() {
  const [open, setOpen] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        title="Skip Session"
        initialFocusRef={confirm}
        onClose={() => setOpen(false)}
        actions={<Button ref={confirm}>Confirm</Button>}
      />
    </>
  );
}

/** A dialog the screen removes while it is open (Confirm unmounts it). */
function Removed() {
  const [shown, setShown] = useState(false);
  return (
    <>
      <Button onClick={() => setShown(true)}>Open</Button>
      {shown ? (
        <Dialog
          open
          title="Skip Session"
          onClose={() => {}}
          actions={<Button onClick={() => setShown(false)}>Confirm</Button>}
        />
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('opens as a dialog named by its title and described by its text', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Skip Session' });
    expect(dialog).toHaveProperty('open', true);
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('This session will be skipped.').id).toBe(
      dialog.getAttribute('aria-describedby'),
    );
  });

  it('moves focus inside when it opens and gives it back to the opener when it closes with Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithI18n(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('starts on its title, or on the element the screen names', async () => {
    const user = userEvent.setup();
    const first = renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Skip Session' }));
    first.unmount();
    renderWithI18n(<Named />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
  });

  it('gives the focus back to the opener when the screen removes it while open', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Removed />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no axe violations when open', async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await expectNoAxeViolations(container);
  });
});
