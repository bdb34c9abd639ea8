import { PrescriptionEditor } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  leo,
  maya,
  mayaPrescriptions,
  medications,
  rejectsWith,
  resolvesWith,
  StoryApiError,
  staysPending,
  TODAY,
} from '../fixtures';
import { inColumn } from '../support/decorators';
import { textsOf } from '../support/T';

const [ritalin] = mayaPrescriptions;

/**
 * Maya's prescriptions: every state of the prescription editor machine (list, adding, editing, saving,
 * confirming a delete, deleting, error). Saving, updating and deleting are provided per story.
 */
const meta = {
  title: 'Prescriptions/Prescription editor',
  component: PrescriptionEditor,
  decorators: [inColumn(560)],
  args: {
    childId: maya.id,
    birthday: maya.birthday,
    today: TODAY,
    prescriptions: mayaPrescriptions,
    medications,
    createPrescription: fn(resolvesWith({ ...ritalin, id: 503 } as NonNullable<typeof ritalin>)),
    updatePrescription: fn(resolvesWith(ritalin as NonNullable<typeof ritalin>)),
    deletePrescription: fn(resolvesWith(undefined)),
    onChanged: fn(),
  },
} satisfies Meta<typeof PrescriptionEditor>;

export default meta;
type Story = StoryObj<typeof meta>;
type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };

function setup({ canvasElement, globals }: Ctx) {
  return { canvas: within(canvasElement), t: textsOf(globals) };
}

async function openAdd(ctx: Ctx) {
  const { canvas, t } = setup(ctx);
  await userEvent.click(canvas.getByRole('button', { name: t('prescription.add') }));
  return { canvas, t };
}

async function openEdit(ctx: Ctx) {
  const { canvas, t } = setup(ctx);
  await userEvent.click(
    canvas.getByRole('button', { name: t('prescription.editLabel', { name: ritalin?.medication?.name }) }),
  );
  return { canvas, t };
}

async function askDelete(ctx: Ctx) {
  const { canvas, t } = setup(ctx);
  await userEvent.click(
    canvas.getByRole('button', { name: t('prescription.deleteLabel', { name: ritalin?.medication?.name }) }),
  );
  return { canvas, t };
}

/** The list: a catalogue medication (10 mg, morning and afternoon) and a custom one. */
export const List: Story = {};

/** No prescriptions yet (Leo). */
export const Empty: Story = {
  args: { childId: leo.id, birthday: leo.birthday, prescriptions: [] },
};

/** Adding: an empty form; Save is disabled until the form is valid. */
export const Adding: Story = {
  play: async (ctx) => {
    const { canvas, t } = await openAdd(ctx);
    await expect(canvas.getByRole('button', { name: t('prescription.save') })).toBeDisabled();
  },
};

/** Adding with every field touched and left empty: each shows its problem. */
export const AddingWithValidationErrors: Story = {
  play: async (ctx) => {
    const { canvas, t } = await openAdd(ctx);
    const medication = canvas.getByRole('combobox', {
      name: new RegExp(t('prescription.fields.medication')),
    });
    await userEvent.selectOptions(medication, 'other');
    // Walk through every field without filling it, so each is touched.
    for (let step = 0; step < 6; step += 1) await userEvent.tab();
    const [morning] = canvas.getAllByRole('checkbox');
    await userEvent.click(morning as HTMLElement);
    await userEvent.click(morning as HTMLElement);
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.getAllByText(t('prescription.issues.required')).length).toBeGreaterThan(1),
    );
    await expect(canvas.getByRole('button', { name: t('prescription.save') })).toBeDisabled();
  },
};

/** A start date before Maya's birthday is refused. */
export const StartDateBeforeBirthday: Story = {
  play: async (ctx) => {
    const { canvas, t } = await openEdit(ctx);
    const date = canvas.getByLabelText(new RegExp(t('prescription.fields.startDate'))) as HTMLInputElement;
    await userEvent.clear(date);
    await userEvent.type(date, '2016-01-01');
    await userEvent.tab();
    await expect(await canvas.findByText(t('prescription.issues.before-birthday'))).toBeInTheDocument();
  },
};

/** Adding an 'Other' medication, filled in and valid. */
export const AddingOtherMedication: Story = {
  play: async (ctx) => {
    const { canvas, t } = await openAdd(ctx);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: new RegExp(t('prescription.fields.medication')) }),
      'other',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t('prescription.fields.customMedication')) }),
      'Clonidine',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(`^${t('prescription.fields.customDosage')}`) }),
      '0.1 mg',
    );
    const date = canvas.getByLabelText(new RegExp(t('prescription.fields.startDate'))) as HTMLInputElement;
    await userEvent.type(date, '2026-02-02');
    await userEvent.click(canvas.getAllByRole('checkbox')[2] as HTMLElement);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: new RegExp(t('prescription.fields.prescribedBy')) }),
      'psychiatrist',
    );
    await expect(canvas.getByRole('button', { name: t('prescription.save') })).toBeEnabled();
  },
};

/** Editing Maya's methylphenidate: the form holds its values. */
export const Editing: Story = {
  play: async (ctx) => {
    const { canvas, t } = await openEdit(ctx);
    await expect(canvas.getByRole('button', { name: t('prescription.save') })).toBeEnabled();
  },
};

/** Saving: 'Saving' on the button (up to 5 s), the fields locked. */
export const Saving: Story = {
  args: { updatePrescription: fn(staysPending()) },
  play: async (ctx) => {
    const { canvas, t } = await openEdit(ctx);
    await userEvent.click(canvas.getByRole('button', { name: t('prescription.save') }));
    await expect(await canvas.findByRole('button', { name: t('prescription.saving') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Saving failed: 'Error Saving Prescription', and the form keeps what the parent typed. */
export const SaveFailed: Story = {
  args: { updatePrescription: fn(rejectsWith(new StoryApiError(500), 50)) },
  play: async (ctx) => {
    const { canvas, t } = await openEdit(ctx);
    await userEvent.click(canvas.getByRole('button', { name: t('prescription.save') }));
    await expect(await canvas.findByText(t('prescription.saveErrorTitle'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('prescription.save') })).toBeInTheDocument();
  },
};

/** Adding failed: 'Error Adding Prescription'. */
export const AddFailed: Story = {
  args: { createPrescription: fn(rejectsWith(new StoryApiError(422), 50)) },
  play: async (ctx) => {
    const { canvas, t } = await openAdd(ctx);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: new RegExp(t('prescription.fields.medication')) }),
      String(medications[1]?.id),
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: new RegExp(`^${t('prescription.fields.dosage')}`) }),
      String(medications[1]?.dosages[1]?.id),
    );
    const date = canvas.getByLabelText(new RegExp(t('prescription.fields.startDate'))) as HTMLInputElement;
    await userEvent.type(date, '2026-03-01');
    await userEvent.click(canvas.getAllByRole('checkbox')[0] as HTMLElement);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: new RegExp(t('prescription.fields.prescribedBy')) }),
      'pediatrician',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('prescription.save') }));
    await expect(await canvas.findByText(t('prescription.addErrorTitle'))).toBeInTheDocument();
  },
};

/** Delete asks to confirm ('Confirm Delete'); it reverts by itself after 5 s. */
export const DeleteConfirming: Story = {
  play: async (ctx) => {
    const { canvas, t } = await askDelete(ctx);
    await expect(canvas.getByRole('button', { name: t('prescription.confirmDelete') })).toBeInTheDocument();
  },
};

/** Deleting: the confirmed delete is on its way. */
export const Deleting: Story = {
  args: { deletePrescription: fn(staysPending()) },
  play: async (ctx) => {
    const { canvas, t } = await askDelete(ctx);
    const confirm = canvas.getByRole('button', { name: t('prescription.confirmDelete') });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Deleting failed: 'Error Deleting Prescription'; the prescription stays in the list. */
export const DeleteFailed: Story = {
  args: { deletePrescription: fn(rejectsWith(new StoryApiError(500), 50)) },
  play: async (ctx) => {
    const { canvas, t } = await askDelete(ctx);
    await userEvent.click(canvas.getByRole('button', { name: t('prescription.confirmDelete') }));
    await expect(await canvas.findByText(t('prescription.deleteErrorTitle'))).toBeInTheDocument();
  },
};
