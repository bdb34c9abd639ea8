// Bundled by prescription-form.browser.test.ts and run in Chromium: a prescription editor on a real page.
import { medications } from '@attune/core/testing/fixtures';
import { createRoot } from 'react-dom/client';
import '../../styles/index.css';
import { PrescriptionEditor } from '../../components/PrescriptionEditor';
import { I18nProvider } from '../../i18n/I18nProvider';
import { createI18n } from '../../i18n/i18n';

const refuse = async (): Promise<never> => {
  throw new Error('not saved in this page');
};
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <I18nProvider i18n={createI18n({ language: 'en' })}>
      <PrescriptionEditor
        childId={1}
        prescriptions={[]}
        birthday="2017-04-10"
        today="2026-03-02"
        medications={medications}
        createPrescription={refuse}
        updatePrescription={refuse}
        deletePrescription={async () => {}}
      />
    </I18nProvider>,
  );
}
