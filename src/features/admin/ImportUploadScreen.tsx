import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { isFinished, optionsOf, pollImportRun, type ImportKind, type ImportRunDetail } from './admin';
import { ImportUploadView, type UploadChoice, type UploadField, type UploadPhase } from './ImportUploadView';
import { ADMIN_TEXT } from './texts';
import { getImportRun, uploadImport } from '../../api/admin';
import { ApiError } from '../../api/client';
import { fill } from '../../lib/spec/text';
import { useFrame } from '../shell/frameContext';
import { useLinkTo } from '../shell/links';

const INITIAL_CHOICE: UploadChoice = { kind: 'keyword-planner', country: 'us', month: '', site: '', file: null };

/** A refused upload's 400 fields (query.site, body …) → the form's fields. */
function fieldErrorsOf(error: ApiError): Partial<Record<UploadField, string>> {
  const errors: Partial<Record<UploadField, string>> = {};
  for (const { field, message } of error.fields) {
    const name = field === 'body' ? 'file' : field.replace(/^query\./, '');
    if (['kind', 'country', 'month', 'site', 'file'].includes(name)) errors[name as UploadField] = message;
  }
  return errors;
}

/**
 * Route account:admin:import (admin role): uploads the chosen file (UploadImport, with the bytes
 * sent as it goes), then polls the import run (GetImportRun) until it is done or failed. With
 * `?run=<id>` (the data sources page's errors link) it shows that run instead, polling while it runs.
 */
export function ImportUploadScreen() {
  const { title, section } = useFrame();
  const linkTo = useLinkTo();
  const [params] = useSearchParams();
  const linkedRun = Number(params.get('run')) || null;
  const [choice, setChoice] = useState<UploadChoice>(INITIAL_CHOICE);
  const file = useRef<File | null>(null);
  const [phase, setPhase] = useState<UploadPhase>(linkedRun ? 'importing' : 'idle');
  const [sent, setSent] = useState<{ loaded: number; total: number } | null>(null);
  const [detail, setDetail] = useState<ImportRunDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<UploadField, string>>>({});
  const active = useRef<AbortController | null>(null);

  useEffect(() => () => active.current?.abort(), []);

  // The phase is 'importing' already: set by upload, or the first state of a linked run.
  const follow = useCallback(
    (runId: number, signal: AbortSignal) =>
      pollImportRun(
        () => getImportRun({ runId }),
        (next) => setDetail(next),
        signal,
      ).then(
        (last) => {
          if (last && isFinished(last.run)) setPhase('finished');
        },
        () => {
          if (!signal.aborted) setError(ADMIN_TEXT.pollFailed);
        },
      ),
    [],
  );

  useEffect(() => {
    if (!linkedRun) return;
    const controller = new AbortController();
    active.current = controller;
    void follow(linkedRun, controller.signal);
    return () => controller.abort();
  }, [linkedRun, follow]);

  const upload = async () => {
    const chosen = file.current;
    if (!chosen) {
      setFieldErrors({ file: ADMIN_TEXT.chooseFile });
      return;
    }
    const options = optionsOf(choice.kind);
    const controller = new AbortController();
    active.current?.abort();
    active.current = controller;
    setError(null);
    setFieldErrors({});
    setDetail(null);
    setSent({ loaded: 0, total: chosen.size });
    setPhase('uploading');
    try {
      const { runId } = await uploadImport(
        {
          kind: choice.kind,
          fileName: chosen.name,
          ...(options.country && choice.country.trim() ? { country: choice.country.trim() } : {}),
          ...(options.month && choice.month.trim() ? { month: choice.month.trim() } : {}),
          ...(options.site && choice.site.trim() ? { site: choice.site.trim() } : {}),
        },
        chosen,
        { onProgress: setSent, signal: controller.signal },
      );
      if (controller.signal.aborted) return;
      setPhase('importing');
      await follow(runId, controller.signal);
    } catch (failure) {
      if (controller.signal.aborted) return;
      setPhase('idle');
      const fields = failure instanceof ApiError ? fieldErrorsOf(failure) : {};
      setFieldErrors(fields);
      const message = failure instanceof Error ? failure.message : String(failure);
      setError(
        Object.keys(fields).length > 0 ? ADMIN_TEXT.uploadInvalid : fill(ADMIN_TEXT.uploadFailed, { error: message }),
      );
    }
  };

  return (
    <ImportUploadView
      title={title}
      section={section}
      choice={choice}
      phase={phase}
      sent={sent}
      detail={detail}
      error={error}
      fieldErrors={fieldErrors}
      backHref={linkTo('account:admin')}
      onChange={(field, value) => {
        setChoice((current) => ({ ...current, [field]: field === 'kind' ? (value as ImportKind) : value }));
        setFieldErrors((current) => ({ ...current, [field]: undefined }));
      }}
      onFile={(chosen) => {
        file.current = chosen;
        setChoice((current) => ({ ...current, file: chosen && { name: chosen.name, size: chosen.size } }));
        setFieldErrors((current) => ({ ...current, file: undefined }));
      }}
      onUpload={() => void upload()}
      onReset={() => {
        active.current?.abort();
        file.current = null;
        setChoice((current) => ({ ...current, file: null }));
        setPhase('idle');
        setSent(null);
        setDetail(null);
        setError(null);
      }}
    />
  );
}
