import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Link } from 'react-router-dom';

import { ReportCoverPreview } from './ReportCoverPreview';
import {
  draftOf,
  draftProblems,
  IDLE_STATUS,
  isHexColor,
  logoFileProblem,
  normalizeColor,
  REPORT_DESIGNS,
  REPORT_LOGO_MAX_BYTES,
  REPORT_LOGO_TYPES,
  REPORT_NAME_MAX_LENGTH,
  type ReportDesignDraft,
  type ReportDesignField,
  type ReportDesignName,
  type ReportDesignSettings,
  type ReportDesignStatus,
} from './reportDesignModel';
import { REPORT_DESIGN_TEXT } from './reportDesignTexts';
import styles from './ReportDesignView.module.css';
import { fill, TEXT } from '../../../lib/spec/text';
import { Button } from '../../../ui/Button/Button';
import { Input } from '../../../ui/Input/Input';

export interface ReportDesignFormProps {
  /** The design as loaded (or as last saved): the form starts from it. */
  settings: ReportDesignSettings;
  status?: ReportDesignStatus;
  /** The upgrade page (route upgrade), linked when a save is refused for the plan. */
  upgradeHref: string;
  /** Called with the design as edited, once its colours are well formed. */
  onSave: (draft: ReportDesignDraft) => void;
  /** Reads a chosen image as a data URL; the browser's FileReader unless a story or test gives another. */
  readLogo?: (file: File) => Promise<string>;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('empty')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** The colour to draw while the typed one is not (yet) #rrggbb: the last one that was. */
const drawable = (typed: string, lastValid: string) => {
  const color = normalizeColor(typed);
  return isHexColor(color) ? color : lastValid;
};

/**
 * The white-label design form (route account:reportdesign): the design as radio cards, company
 * name, preparer, the two colours (typed as #rrggbb or picked on a palette), and the logo, read in
 * the browser and checked for type and size before anything is sent; beside it, the cover as it
 * will look. What was typed stays after any failure; a field the server refused shows its message
 * until it is edited.
 */
export function ReportDesignForm({
  settings,
  status = IDLE_STATUS,
  upgradeHref,
  onSave,
  readLogo = readAsDataUrl,
}: ReportDesignFormProps) {
  const ids = { logo: useId(), logoHint: useId(), logoMessage: useId(), preview: useId() };
  const [draft, setDraft] = useState<ReportDesignDraft>(() => draftOf(settings));
  const [lastValid, setLastValid] = useState({ primary: settings.primaryColor, accent: settings.accentColor });
  const [touched, setTouched] = useState<ReadonlySet<ReportDesignField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [logoMessage, setLogoMessage] = useState<string | null>(null);
  // Edits since the last save answered: a server message stands under its field until the field is edited.
  const [answered, setAnswered] = useState(status);
  const [edited, setEdited] = useState<ReadonlySet<ReportDesignField>>(() => new Set());
  if (status !== answered) {
    setAnswered(status);
    setEdited(new Set());
  }
  const logoRead = useRef(0);

  const problems = draftProblems(draft);
  const hasProblems = Object.keys(problems).length > 0;

  const change = <K extends ReportDesignField>(name: K, value: ReportDesignDraft[K]) => {
    setDraft((previous) => ({ ...previous, [name]: value }));
    setEdited((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
    if (name === 'primaryColor' || name === 'accentColor') {
      const color = normalizeColor(value as string);
      if (isHexColor(color)) {
        setLastValid((previous) => ({ ...previous, [name === 'primaryColor' ? 'primary' : 'accent']: color }));
      }
    }
  };
  const touch = (name: ReportDesignField) =>
    setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));

  /** The field's own problem once it may show (blurred, or a save tried), else the server's. */
  const messageOf = (name: ReportDesignField): string | undefined => {
    const own = submitted || touched.has(name) ? problems[name] : undefined;
    return own ?? (edited.has(name) ? undefined : status.failure?.fields[name]);
  };

  const chooseLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Emptied so that choosing the same file again is a change too.
    input.value = '';
    if (!file) return;
    const read = ++logoRead.current;
    const problem = logoFileProblem(file);
    if (problem) {
      setLogoMessage(problem);
      return;
    }
    try {
      const logo = await readLogo(file);
      if (read !== logoRead.current) return;
      setLogoMessage(null);
      change('logo', logo);
    } catch {
      if (read === logoRead.current) setLogoMessage(fill(REPORT_DESIGN_TEXT.logoUnreadable, { name: file.name }));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!hasProblems && !status.saving) onSave(draft);
  };

  const summary = submitted && hasProblems ? TEXT.checkFieldsInRed : (status.failure?.message ?? null);
  const saved = status.saved && edited.size === 0;
  const preview: ReportDesignDraft = {
    ...draft,
    primaryColor: drawable(draft.primaryColor, lastValid.primary),
    accentColor: drawable(draft.accentColor, lastValid.accent),
  };
  const logoError = logoMessage ?? messageOf('logo');

  const colorField = (name: 'primaryColor' | 'accentColor', label: string) => {
    const message = messageOf(name);
    return (
      <div className={styles.colorField}>
        <Input
          className={styles.colorText}
          label={label}
          value={draft[name]}
          onChange={(value) => change(name, value)}
          onBlur={() => touch(name)}
          autoComplete="off"
          spellCheck="false"
          maxLength={9}
          message={message}
          validationState={message ? 'invalid' : 'normal'}
        />
        <input
          type="color"
          className={styles.swatch}
          aria-label={fill(REPORT_DESIGN_TEXT.colorPicker, { label })}
          value={preview[name]}
          onChange={(event) => change(name, event.currentTarget.value)}
        />
      </div>
    );
  };

  const nameField = (name: 'companyName' | 'preparedBy', label: string, hint: string) => {
    const message = messageOf(name);
    return (
      <Input
        label={label}
        value={draft[name]}
        onChange={(value) => change(name, value)}
        onBlur={() => touch(name)}
        maxLength={REPORT_NAME_MAX_LENGTH}
        autoComplete={name === 'companyName' ? 'organization' : 'name'}
        message={message ?? hint}
        validationState={message ? 'invalid' : 'normal'}
      />
    );
  };

  return (
    <div className={styles.layout}>
      <form
        className={styles.form}
        noValidate
        onSubmit={submit}
        aria-label={REPORT_DESIGN_TEXT.formLabel}
        aria-busy={status.saving || undefined}
      >
        <div role="alert">
          {summary && (
            <p className={styles.error}>
              {summary}
              {status.failure?.notEntitled && !hasProblems && (
                <>
                  {' '}
                  <Link to={upgradeHref} className={styles.inlineLink}>
                    {REPORT_DESIGN_TEXT.upgradeLink}
                  </Link>
                </>
              )}
            </p>
          )}
        </div>

        <RadioGroup
          className={styles.designs}
          value={draft.styleId}
          // The cards are the only values the group can hold.
          onChange={(value) => change('styleId', value as ReportDesignName)}
          orientation="horizontal"
        >
          <Label className={styles.label}>{REPORT_DESIGN_TEXT.designLabel}</Label>
          <div className={styles.designGrid}>
            {REPORT_DESIGNS.map((name) => (
              <Radio key={name} value={name} className={styles.designCard}>
                <ReportCoverPreview design={{ ...preview, styleId: name }} thumbnail />
                <span className={styles.designName}>{name}</span>
              </Radio>
            ))}
          </div>
        </RadioGroup>

        <div className={styles.pair}>
          {nameField('companyName', REPORT_DESIGN_TEXT.companyLabel, REPORT_DESIGN_TEXT.companyHint)}
          {nameField('preparedBy', REPORT_DESIGN_TEXT.preparedByLabel, REPORT_DESIGN_TEXT.preparedByHint)}
        </div>

        <div className={styles.pair}>
          {colorField('primaryColor', REPORT_DESIGN_TEXT.primaryColorLabel)}
          {colorField('accentColor', REPORT_DESIGN_TEXT.accentColorLabel)}
        </div>

        <div className={styles.logoField} role="group" aria-labelledby={`${ids.logo}-label`}>
          <span id={`${ids.logo}-label`} className={styles.label}>
            {REPORT_DESIGN_TEXT.logoLabel}
          </span>
          <div className={styles.logoRow}>
            <div className={styles.logoBox}>
              {draft.logo ? (
                <img className={styles.logoImage} src={draft.logo} alt={REPORT_DESIGN_TEXT.logoPreviewAlt} />
              ) : (
                <span className={styles.noLogo}>{REPORT_DESIGN_TEXT.noLogo}</span>
              )}
            </div>
            <div className={styles.logoActions}>
              <input
                id={ids.logo}
                type="file"
                className={styles.fileInput}
                accept={REPORT_LOGO_TYPES.join(',')}
                aria-describedby={`${ids.logoHint} ${ids.logoMessage}`}
                aria-invalid={logoError ? true : undefined}
                onChange={(event) => void chooseLogo(event)}
              />
              <label htmlFor={ids.logo} className={styles.fileButton}>
                {draft.logo ? REPORT_DESIGN_TEXT.replaceLogo : REPORT_DESIGN_TEXT.chooseLogo}
              </label>
              {draft.logo && (
                <Button
                  variant="ghost"
                  size="small"
                  onPress={() => {
                    setLogoMessage(null);
                    change('logo', null);
                  }}
                >
                  {REPORT_DESIGN_TEXT.removeLogo}
                </Button>
              )}
            </div>
          </div>
          <p id={ids.logoHint} className={styles.hint}>
            {fill(REPORT_DESIGN_TEXT.logoHint, { kb: REPORT_LOGO_MAX_BYTES / 1024 })}
          </p>
          <p id={ids.logoMessage} role="alert" className={styles.fieldError}>
            {logoError}
          </p>
        </div>

        <div className={styles.actions}>
          <Button type="submit" isLoading={status.saving} loadingLabel={REPORT_DESIGN_TEXT.saving}>
            {REPORT_DESIGN_TEXT.save}
          </Button>
          <p role="status" className={styles.saved}>
            {saved ? REPORT_DESIGN_TEXT.saved : ''}
          </p>
        </div>
      </form>

      <section className={styles.previewPane} aria-labelledby={ids.preview}>
        <h2 id={ids.preview} className={styles.previewHeading}>
          {REPORT_DESIGN_TEXT.previewHeading}
        </h2>
        <ReportCoverPreview design={preview} />
      </section>
    </div>
  );
}
