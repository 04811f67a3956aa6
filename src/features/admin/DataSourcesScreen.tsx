import { useState } from 'react';

import {
  FAILED_CHECKS_PAGE_SIZE,
  settingsErrorsOf,
  settingsFormOf,
  settingsUpdateOf,
  type SettingsErrors,
  type SettingsForm,
} from './admin';
import { DataSourcesView, type DataSourcesData, type SettingsSave } from './DataSourcesView';
import { ADMIN_TEXT } from './texts';
import { getDataSources, getFailedChecks, getImportRuns, getJobQueue, updateCollectorSettings } from '../../api/admin';
import { useFrame } from '../shell/frameContext';
import { useLinkTo } from '../shell/links';
import { useLoader } from '../shell/useLoader';
import { useMountedRef } from '../shell/useMountedRef';

async function loadDataSources(): Promise<DataSourcesData> {
  const [sources, queue, imports] = await Promise.all([getDataSources(), getJobQueue(), getImportRuns()]);
  return { sources, queue, runs: imports.runs };
}

const EMPTY_FORM: SettingsForm = { monthlyBudgetUsd: '', requestsPerMinute: '', trackedCron: '', otherCron: '' };

/**
 * Route account:admin (admin role): reads the data sources, the job queue and the recent imports
 * together, the failed checks a page at a time, and saves the collector's settings — a 400 marks
 * its fields and the form keeps what was typed.
 */
export function DataSourcesScreen() {
  const { title, section } = useFrame();
  const linkTo = useLinkTo();
  const mounted = useMountedRef();
  const [form, setForm] = useState<SettingsForm | null>(null);
  const [formErrors, setFormErrors] = useState<SettingsErrors>({});
  const [save, setSave] = useState<SettingsSave>('idle');
  const [startRow, setStartRow] = useState(0);
  const sources = useLoader(loadDataSources, null as DataSourcesData | null, []);
  const failedChecks = useLoader(
    () => getFailedChecks({ startRow, rowsPerPage: FAILED_CHECKS_PAGE_SIZE }),
    null as Awaited<ReturnType<typeof getFailedChecks>> | null,
    [startRow],
  );

  const shownForm = form ?? (sources.data ? settingsFormOf(sources.data.sources.settings) : EMPTY_FORM);

  const onSave = async () => {
    const parsed = settingsUpdateOf(shownForm, ADMIN_TEXT.notANumber);
    if ('errors' in parsed) {
      setFormErrors(parsed.errors);
      setSave('failed');
      return;
    }
    setSave('saving');
    setFormErrors({});
    try {
      const settings = await updateCollectorSettings(parsed.update);
      if (!mounted.current) return;
      setForm(null);
      setSave('saved');
      // The budget's limit and state follow the new settings on the next read.
      sources.setData((data) => (data ? { ...data, sources: { ...data.sources, settings } } : data));
      sources.refresh();
    } catch (error) {
      if (!mounted.current) return;
      setFormErrors(settingsErrorsOf(error) ?? {});
      setSave('failed');
    }
  };

  const importHref = linkTo('account:admin:import');
  return (
    <DataSourcesView
      title={title}
      section={section}
      load={sources.load}
      data={sources.data}
      form={shownForm}
      formErrors={formErrors}
      save={save}
      failedChecks={{ load: failedChecks.load, page: failedChecks.data, startRow }}
      uploadHref={importHref}
      runHref={(runId) => `${importHref}?run=${runId}`}
      onRetry={sources.retry}
      onFormChange={(field, value) => {
        setForm({ ...shownForm, [field]: value });
        if (save === 'saved') setSave('idle');
      }}
      onSave={() => void onSave()}
      onFailedChecksPage={setStartRow}
      onRetryFailedChecks={failedChecks.retry}
    />
  );
}
