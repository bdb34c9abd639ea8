import {
  BackButton,
  ChildHeader,
  ContentHeader,
  CourseHeader,
  DashboardHeader,
  type Language,
  LanguagePicker,
  ToolHeader,
  UserMenu,
} from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { essentialsPlan, instantFromToday, leo, maya, sleepAddOnPlan } from '../fixtures';
import { textsOf } from '../support/T';

/** Headers of the app: dashboard (user menu or language picker), child, content, tool and course. */
const meta = {
  title: 'Headers/Headers',
  component: DashboardHeader,
  parameters: { layout: 'fullscreen' },
  args: { homeHref: '/app', onNavigate: fn() },
} satisfies Meta<typeof DashboardHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuActions = { onShare: fn(), onLogout: fn(), onNavigate: fn() };

/** Logged in, two children, Maya has paths: every user-menu entry (Add-ons goes to Maya). */
export const DashboardLoggedIn: Story = {
  render: (args) => (
    <DashboardHeader {...args}>
      <UserMenu
        clinical={false}
        familyChildren={[
          { id: maya.id, hasPaths: true },
          { id: leo.id, hasPaths: false },
        ]}
        version="1.4.0"
        initial="D"
        {...menuActions}
      />
    </DashboardHeader>
  ),
};

async function openMenu(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: textsOf(globals)('menu.open') }));
  return canvas;
}

/** The user menu open: Share the App, Add Child, Help Center, Add-ons, Settings, Log Out, team letter, version. */
export const UserMenuOpen: Story = {
  ...DashboardLoggedIn,
  play: async ({ canvasElement, globals }) => {
    const canvas = await openMenu(canvasElement, globals);
    await expect(await canvas.findAllByRole('menuitem')).toHaveLength(7);
  },
};

/** No children yet: no Add Child, no Add-ons (Share, Help Center, Settings, Log Out, team letter). */
export const UserMenuNoChildren: Story = {
  render: (args) => (
    <DashboardHeader {...args}>
      <UserMenu clinical={false} familyChildren={[]} version="1.4.0" initial="D" {...menuActions} />
    </DashboardHeader>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = await openMenu(canvasElement, globals);
    await expect(await canvas.findAllByRole('menuitem')).toHaveLength(5);
  },
};

/** A clinical account: Add Child goes to get-started; no team letter. */
export const UserMenuClinical: Story = {
  render: (args) => (
    <DashboardHeader {...args}>
      <UserMenu
        clinical
        familyChildren={[{ id: maya.id, hasPaths: false }]}
        version="1.4.0"
        initial="P"
        {...menuActions}
      />
    </DashboardHeader>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = await openMenu(canvasElement, globals);
    await expect(await canvas.findAllByRole('menuitem')).toHaveLength(5);
  },
};

function Picker() {
  // Starts in the toolbar's language, as the app's picker shows the language in use.
  const { i18n } = useTranslation();
  const [language, setLanguage] = useState<Language>(i18n.language === 'es' ? 'es' : 'en');
  return <LanguagePicker value={language} onChange={setLanguage} />;
}

/** Logged out: the language picker instead of the menu. */
export const DashboardLoggedOut: Story = {
  render: (args) => (
    <DashboardHeader {...args}>
      <Picker />
    </DashboardHeader>
  ),
};

/** On create-account and clinic sign-up the logo is not a link. */
export const DashboardLogoNotALink: Story = {
  args: { homeHref: null },
  render: (args) => (
    <DashboardHeader {...args}>
      <Picker />
    </DashboardHeader>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

const childFacts = { clinical: false, hasFinishedAppointment: false, rnMode: false };

/** Maya's header on her timeline: avatar and name, edit-settings link. */
export const ChildOnTimeline: Story = {
  render: () => (
    <ChildHeader
      child={maya}
      profileHref="/app/child/11"
      settingsHref="/app/child/11/settings/edit-profile"
      path="/app/child/11/timeline"
      onNavigate={fn()}
      {...childFacts}
    />
  ),
};

/** On her settings page the edit-settings link hides. */
export const ChildOnSettings: Story = {
  render: () => (
    <ChildHeader
      child={maya}
      profileHref="/app/child/11"
      settingsHref="/app/child/11/settings/edit-profile"
      path="/app/child/11/settings/edit-profile"
      onNavigate={fn()}
      {...childFacts}
    />
  ),
};

/** Leo, avatar not chosen yet. */
export const ChildWithoutAvatar: Story = {
  render: () => (
    <ChildHeader
      child={leo}
      profileHref="/app/child/12"
      settingsHref="/app/child/12/settings/edit-profile"
      path="/app/child/12/timeline"
      onNavigate={fn()}
      {...childFacts}
    />
  ),
};

/** Content header: back, title, last updated, refresh. */
export const Content: Story = {
  render: () => (
    <ContentHeader
      title="Calm mornings before school"
      onBack={fn()}
      lastUpdated={instantFromToday(0, '08:15')}
      onRefresh={fn()}
    />
  ),
};

/** Content never loaded: 'Last updated: Never'. */
export const ContentNeverUpdated: Story = {
  render: () => <ContentHeader title="For You" onBack={fn()} lastUpdated={null} onRefresh={fn()} />,
};

/** Refreshing. */
export const ContentRefreshing: Story = {
  render: () => (
    <ContentHeader
      title="For You"
      onBack={fn()}
      lastUpdated={instantFromToday(-1, '19:40')}
      onRefresh={fn()}
      refreshing
    />
  ),
};

/** Tool header of the current plan, in the plan's colour. */
export const Tool: Story = {
  render: () => (
    <ToolHeader
      title={essentialsPlan.activity_plan.title}
      subtitle={essentialsPlan.activity_plan.short_description}
      color={essentialsPlan.activity_plan.primary_color}
      onBack={fn()}
    />
  ),
};

/** Tool header of an add-on plan. */
export const ToolAddOn: Story = {
  render: () => (
    <ToolHeader
      title={sleepAddOnPlan.activity_plan.title}
      subtitle={sleepAddOnPlan.activity_plan.short_description}
      color={sleepAddOnPlan.activity_plan.primary_color}
      onBack={fn()}
    />
  ),
};

/** Course header on a lecture: the course's title, 'Lecture 2 of 3' and 'Back to the course'. */
export const Course: Story = {
  render: function CourseStory() {
    const { t } = useTranslation();
    return (
      <CourseHeader
        title="Honestly ADHD: Working Memory"
        lecture={{ position: 2, total: 3 }}
        color="#8a6d00"
        backLabel={t('course.backToCourse')}
        onBack={fn()}
      />
    );
  },
};

/** The back button on its own. */
export const Back: Story = {
  render: () => (
    <div style={{ padding: 16 }}>
      <BackButton onBack={fn()} />
    </div>
  ),
};
