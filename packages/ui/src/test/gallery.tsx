import type { ReactElement } from 'react';
import { AddButton } from '../components/AddButton';
import { AddOnCard } from '../components/AddOnCard';
import { AvatarEditor } from '../components/AvatarEditor';
import { BackButton } from '../components/BackButton';
import { Blocker } from '../components/Blocker';
import { ChildHeader } from '../components/ChildHeader';
import { CodeInput } from '../components/CodeInput';
import { BackWarning } from '../components/ConfirmDialog';
import { ContentHeader } from '../components/ContentHeader';
import { CookiePrompt } from '../components/CookiePrompt';
import { CourseHeader } from '../components/CourseHeader';
import { DashboardHeader } from '../components/DashboardHeader';
import { ErrorToast } from '../components/ErrorToast';
import { ExpandedAddOnCard } from '../components/ExpandedAddOnCard';
import { GoalProgress } from '../components/GoalProgress';
import { HelpCards } from '../components/HelpCards';
import { ImprovementAreaPicker } from '../components/ImprovementAreaPicker';
import { LanguagePicker } from '../components/LanguagePicker';
import { LoadingIndicator } from '../components/LoadingIndicator';
import { PaymentCardForm } from '../components/PaymentCardForm';
import { PhoneField } from '../components/PhoneField';
import { PrescriptionEditor } from '../components/PrescriptionEditor';
import { ProgressBar } from '../components/ProgressBar';
import { ProgressMeter } from '../components/ProgressMeter';
import { PurchaseScreen } from '../components/PurchaseScreen';
import { PushPrompt } from '../components/PushPrompt';
import { SelectField } from '../components/SelectField';
import { SessionCard } from '../components/SessionCard';
import { SharePrompt } from '../components/SharePrompt';
import { SkipLink } from '../components/SkipLink';
import { TextField } from '../components/TextField';
import { ToolHeader } from '../components/ToolHeader';
import { TrendBadge } from '../components/TrendBadge';
import { UpdateToast } from '../components/UpdateToast';
import { UserMenu } from '../components/UserMenu';
import { WaitlistPanel } from '../components/WaitlistPanel';
import * as fixtures from './fixtures';

const noop = () => {};
const never = () => new Promise<never>(() => {});
const share = { title: 'Bark', message: 'Check out Bark', url: 'https://attune.example/s/add-on/bark' };

/** Every exported component in a representative state, with the data strings it is given. */
export const gallery: readonly {
  readonly name: string;
  readonly element: ReactElement;
  readonly data: readonly string[];
}[] = [
  { name: 'SkipLink', element: <SkipLink />, data: [] },
  { name: 'BackButton', element: <BackButton onBack={noop} />, data: [] },
  {
    name: 'TextField',
    element: <TextField label="Name" value="Maya" onValueChange={noop} required clearable type="password" />,
    data: ['Name'],
  },
  {
    name: 'SelectField',
    element: (
      <SelectField label="Pick" value="" options={[{ value: 'a', label: 'A' }]} onValueChange={noop} />
    ),
    data: ['Pick', 'A'],
  },
  { name: 'ProgressBar', element: <ProgressBar step={1} total={3} onBack={noop} />, data: [] },
  { name: 'CodeInput', element: <CodeInput onComplete={noop} />, data: [] },
  { name: 'PhoneField', element: <PhoneField onValueChange={noop} required refuseLandlines />, data: [] },
  {
    name: 'PaymentCardForm',
    element: <PaymentCardForm submitLabel="purchase.pay-now" onToken={noop} />,
    data: [],
  },
  {
    name: 'SessionCard primed',
    element: (
      <SessionCard
        session={fixtures.session({ primed: true })}
        today="2026-03-02"
        plan="coexisting-conditions"
        isAddOn
        onStart={noop}
        onQuickAction={async () => {}}
      />
    ),
    data: [],
  },
  {
    name: 'SessionCard completed',
    element: (
      <SessionCard
        session={fixtures.session({ complete: true, completed_at: '2026-02-27T10:00:00Z' })}
        today="2026-03-02"
        plan="p"
        onStart={noop}
        onQuickAction={async () => {}}
      />
    ),
    data: [],
  },
  {
    name: 'PrescriptionEditor',
    element: (
      <PrescriptionEditor
        childId={5}
        prescriptions={[
          fixtures.prescription(),
          fixtures.prescription({
            id: 4,
            medication: null,
            dosage: null,
            custom_medication: 'Melatonin',
            custom_dosage: '3 mg',
          }),
        ]}
        birthday="2017-01-01"
        today="2026-03-02"
        medications={fixtures.medications}
        createPrescription={never}
        updatePrescription={never}
        deletePrescription={never}
      />
    ),
    data: ['Melatonin', '3 mg'],
  },
  {
    name: 'AvatarEditor',
    element: <AvatarEditor name="Maya" gender="other" value={{}} onChange={noop} />,
    data: ['Maya'],
  },
  {
    name: 'SharePrompt',
    element: <SharePrompt open onClose={noop} {...share} />,
    data: Object.values(share),
  },
  { name: 'BackWarning', element: <BackWarning open onConfirm={noop} onCancel={noop} />, data: [] },
  { name: 'PushPrompt', element: <PushPrompt open onContinue={noop} onDismiss={noop} />, data: [] },
  ...(['consent', 'createAccount', 'subscription'] as const).map((kind) => ({
    name: `Blocker ${kind}`,
    element: <Blocker kind={kind} open onContinue={noop} onGoBack={noop} />,
    data: [],
  })),
  { name: 'HelpCards', element: <HelpCards cards={fixtures.helpCards} />, data: [] },
  {
    name: 'ImprovementAreaPicker',
    element: (
      <ImprovementAreaPicker
        areas={fixtures.improvementAreas}
        selected={['inattentive']}
        onChange={noop}
        onMedication
      />
    ),
    data: [],
  },
  { name: 'UpdateToast', element: <UpdateToast open />, data: [] },
  {
    name: 'ErrorToast',
    element: <ErrorToast error={{ kind: 'api-error', status: 500 }} onDismiss={noop} />,
    data: [],
  },
  { name: 'TrendBadge', element: <TrendBadge direction="up" />, data: [] },
  {
    name: 'CookiePrompt',
    element: (
      <CookiePrompt
        acknowledged={false}
        inNativeApp={false}
        learnMoreHref="/privacy-policy.html"
        onAcknowledge={noop}
      />
    ),
    data: [],
  },
  { name: 'LoadingIndicator', element: <LoadingIndicator loading />, data: [] },
  { name: 'ProgressMeter', element: <ProgressMeter fraction={0.4} label="goal.label" />, data: [] },
  {
    name: 'GoalProgress',
    element: (
      <GoalProgress goal={{ start: 20, current: 15, target: 10, direction: 'reduce', min: 0, max: 27 }} />
    ),
    data: [],
  },
  {
    name: 'AddButton',
    element: <AddButton solution={fixtures.solution()} purchased hasWaitListItem={false} onGet={noop} />,
    data: [],
  },
  {
    name: 'AddOnCard',
    element: (
      <AddOnCard
        solution={fixtures.solution()}
        purchased={false}
        hasWaitListItem={false}
        onOpen={noop}
        onGet={noop}
      />
    ),
    data: [],
  },
  {
    name: 'ExpandedAddOnCard',
    element: (
      <ExpandedAddOnCard
        open
        onClose={noop}
        solution={fixtures.solution()}
        otherAreas={['Sleep']}
        purchased={false}
        hasWaitListItem={false}
        onGet={noop}
        share={share}
      />
    ),
    data: ['Sleep', ...Object.values(share)],
  },
  {
    name: 'WaitlistPanel',
    element: <WaitlistPanel name="Bark" waitListItem={{ id: 1, name: 'bark' }} joinWaitlist={never} />,
    data: [],
  },
  {
    name: 'PurchaseScreen',
    element: (
      <PurchaseScreen
        open
        onClose={noop}
        name="Bark"
        product={fixtures.product()}
        childId={5}
        today="2026-03-02"
        method="card"
        createPurchase={never}
        reloadPlans={never}
        reloadCourses={never}
      />
    ),
    data: [],
  },
  {
    name: 'DashboardHeader',
    element: (
      <DashboardHeader homeHref="/app">
        <LanguagePicker value="en" onChange={noop} />
      </DashboardHeader>
    ),
    data: [],
  },
  {
    name: 'UserMenu',
    element: (
      <UserMenu
        clinical={false}
        familyChildren={[{ id: 1, hasPaths: true }]}
        version="2.4.0"
        onShare={noop}
        onLogout={noop}
        onNavigate={noop}
      />
    ),
    data: [],
  },
  {
    name: 'ChildHeader',
    element: (
      <ChildHeader
        child={{ name: 'Maya', gender: 'female' }}
        profileHref="/app/child/5"
        settingsHref="/app/child/5/settings/edit-profile"
        path="/app/child/5"
        clinical={false}
        hasFinishedAppointment={false}
        rnMode={false}
      />
    ),
    data: ['Maya'],
  },
  {
    name: 'ContentHeader',
    element: <ContentHeader title="For You" onBack={noop} lastUpdated={null} onRefresh={noop} />,
    data: ['For You'],
  },
  { name: 'ToolHeader', element: <ToolHeader title="Sleep" onBack={noop} />, data: ['Sleep'] },
  {
    name: 'CourseHeader',
    element: <CourseHeader title="ADHD Basics" onBack={noop} lecture={{ position: 1, total: 3 }} />,
    data: ['ADHD Basics'],
  },
];
