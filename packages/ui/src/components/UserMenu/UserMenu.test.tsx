import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { ChildHeader, childHeaderControls } from '../ChildHeader';
import { ContentHeader } from '../ContentHeader';
import { CourseHeader } from '../CourseHeader';
import { DashboardHeader } from '../DashboardHeader';
import { LanguagePicker } from '../LanguagePicker';
import { UserMenu, userMenuItems } from './UserMenu';

describe('userMenuItems', () => {
  it('offers everything to a non-clinical family with children and paths', () => {
    const items = userMenuItems({
      clinical: false,
      familyChildren: [
        { id: 1, hasPaths: false },
        { id: 2, hasPaths: true },
      ],
    });
    expect(items.map((item) => item.id)).toEqual([
      'share',
      'add-child',
      'help',
      'add-ons',
      'settings',
      'logout',
      'team-letter',
    ]);
    expect(items.find((item) => item.id === 'add-ons')).toEqual({
      id: 'add-ons',
      destination: { kind: 'child-add-ons-home', childId: 2 },
    });
    expect(items.find((item) => item.id === 'add-child')).toEqual({
      id: 'add-child',
      destination: { kind: 'add-child' },
    });
  });

  it('hides Add Child without children, Add-ons without paths, and the team letter for clinical accounts', () => {
    expect(userMenuItems({ clinical: true, familyChildren: [] }).map((item) => item.id)).toEqual([
      'share',
      'help',
      'settings',
      'logout',
    ]);
  });

  it('sends clinical accounts adding a child to get-started', () => {
    const items = userMenuItems({ clinical: true, familyChildren: [{ id: 1, hasPaths: false }] });
    expect(items.find((item) => item.id === 'add-child')).toEqual({
      id: 'add-child',
      destination: { kind: 'get-started' },
    });
  });
});

describe('UserMenu', () => {
  it('shows its entries and the version, and routes each', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    const onLogout = vi.fn();
    renderWithI18n(
      <UserMenu
        clinical={false}
        familyChildren={[{ id: 3, hasPaths: true }]}
        version="2.4.0"
        onShare={() => {}}
        onLogout={onLogout}
        onNavigate={onNavigate}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Share the App',
      'Add Child',
      'Help Center',
      'Add-ons',
      'Settings',
      'Log Out',
      'A Letter from Our Team',
    ]);
    expect(screen.getByText('Version 2.4.0')).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: 'Add-ons' }));
    expect(onNavigate).toHaveBeenCalledWith({ kind: 'child-add-ons-home', childId: 3 });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe('DashboardHeader', () => {
  it('links the logo home, or not on create-account', () => {
    const { rerender } = renderWithI18n(<DashboardHeader homeHref="/app" />);
    expect(screen.getByRole('link', { name: 'Attune home' }).getAttribute('href')).toBe('/app');
    rerender(<DashboardHeader homeHref={null} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Attune')).toBeTruthy();
  });

  it('holds the language picker for visitors, which switches language', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = renderWithI18n(
      <DashboardHeader homeHref="/">
        <LanguagePicker value="en" onChange={onChange} />
      </DashboardHeader>,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español');
    expect(onChange).toHaveBeenCalledWith('es');
    await expectNoAxeViolations(container);
  });
});

describe('childHeaderControls', () => {
  const base = { clinical: false, hasFinishedAppointment: false, rnMode: false };
  it.each([
    ['/app/child/5', true],
    ['/app/child/5/settings/edit-profile', false],
    ['/app/child/5/onboarding', false],
    ['/app/child/5/add-ons/category/sleep', false],
    ['/app/child/5/clinical', true],
  ])('edit settings on %s: %s', (path, shown) => {
    expect(childHeaderControls({ ...base, path }).editSettings).toBe(shown);
  });

  it('hides edit settings on clinical routes and the extra control for a clinical account waiting for its first appointment', () => {
    expect(childHeaderControls({ ...base, clinical: true, path: '/app/child/5/clinical' })).toEqual({
      editSettings: false,
      extra: false,
    });
    expect(
      childHeaderControls({
        ...base,
        clinical: true,
        hasFinishedAppointment: true,
        path: '/app/child/5/clinical',
      }),
    ).toEqual({ editSettings: true, extra: true });
  });

  it('hides the extra control in RN mode', () => {
    expect(childHeaderControls({ ...base, rnMode: true, path: '/app/child/5' }).extra).toBe(false);
  });
});

describe('ChildHeader', () => {
  it('links the avatar and name to the child view and offers edit settings', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    const { container } = renderWithI18n(
      <ChildHeader
        child={{ name: 'Maya', gender: 'female' }}
        profileHref="/app/child/5"
        settingsHref="/app/child/5/settings/edit-profile"
        path="/app/child/5"
        clinical={false}
        hasFinishedAppointment={false}
        rnMode={false}
        onNavigate={onNavigate}
        extra={<button type="button">Tools</button>}
      />,
    );
    await user.click(screen.getByRole('link', { name: 'Maya' }));
    expect(onNavigate).toHaveBeenCalledWith('/app/child/5');
    expect(screen.getByRole('link', { name: "Edit Maya's settings" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tools' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('offers no edit link without a settings address (a collaborator may not change the child)', () => {
    renderWithI18n(
      <ChildHeader
        child={{ name: 'Maya', gender: 'female' }}
        profileHref="/app/child/5"
        settingsHref={null}
        path="/app/child/5"
        clinical={false}
        hasFinishedAppointment={false}
        rnMode={false}
      />,
    );
    expect(screen.getByRole('link', { name: 'Maya' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: "Edit Maya's settings" })).toBeNull();
  });
});

describe('ContentHeader and CourseHeader', () => {
  it("says 'Never' without a last update, and refreshes", async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    const onBack = vi.fn();
    renderWithI18n(
      <ContentHeader title="For You" onBack={onBack} lastUpdated={null} onRefresh={onRefresh} />,
    );
    expect(screen.getByText('Last updated: Never')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('shows the last update in the family’s language', () => {
    renderWithI18n(
      <ContentHeader
        title="Para ti"
        onBack={() => {}}
        lastUpdated="2026-03-02T15:30:00"
        onRefresh={() => {}}
      />,
      { language: 'es' },
    );
    expect(screen.getByText(/^Actualizado 2 mar 2026/)).toBeTruthy();
  });

  it('shows the lecture number', () => {
    renderWithI18n(
      <CourseHeader title="ADHD Basics" onBack={() => {}} lecture={{ position: 2, total: 5 }} />,
    );
    expect(screen.getByRole('heading', { name: 'ADHD Basics' })).toBeTruthy();
    expect(screen.getByText('Lecture 2 of 5')).toBeTruthy();
  });

  it("names its back button as asked (a lecture's 'Back to the course')", async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    renderWithI18n(
      <CourseHeader
        title="Honestly ADHD"
        onBack={onBack}
        backLabel="Back to the course"
        lecture={{ position: 1, total: 3 }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Back to the course' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
