import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { keywordFigures, type GroupRef, type KeywordMembership } from './keywordDetails';
import styles from './KeywordDetails.module.css';
import { KEYWORD_DETAILS_TEXT } from './keywordDetailsTexts';
import type { KeywordRow } from './keywordList';
import { KEYWORD_TEXT } from './keywordTexts';
import viewStyles from './KeywordViews.module.css';
import { fill } from '../../../lib/spec/text';
import { Button } from '../../../ui/Button/Button';
import { ConfirmModal } from '../../../ui/Modal/Modal';
import { LoadFailed } from '../../shell/ListTableParts';

export interface KeywordDetailsData {
  /** The keyword's row of GetKeywordList; undefined when the project no longer holds it. */
  row: KeywordRow | undefined;
  /** In weekly rank tracking (GetTracking lists its term id). */
  isTracked: boolean;
  membership: KeywordMembership;
}

export interface KeywordDetailsViewProps {
  /** The keyword from the view's params, shown while it loads. */
  keyword: string;
  load: 'loading' | 'ready' | 'failed';
  data: KeywordDetailsData | null;
  /** The keyword overview page of this keyword (/keyword/overview?query=…). */
  researchHref: string;
  /** A change is out: its controls wait. */
  isSaving: boolean;
  isRemoving: boolean;
  onRetry: () => void;
  onBack: () => void;
  onAddToGroup: (group: GroupRef) => void;
  onRemoveFromGroup: (group: GroupRef) => void;
  onAddToLabel: (labelName: string) => void;
  onRemoveFromLabel: (labelName: string) => void;
  /** Called once the user confirmed. */
  onRemoveFromProject: () => void;
}

/**
 * The keyword-details panel view (doc 2 §2): a saved keyword's figures as the keyword list gives
 * them, whether it is in weekly rank tracking, its groups and labels (add and remove), a link to
 * research it, and Remove from project behind a Remove/Keep confirmation.
 */
export function KeywordDetailsView(props: KeywordDetailsViewProps) {
  const { keyword, load, data, researchHref, onRetry, onBack } = props;
  const ids = useId();
  const title = data?.row?.keyword ?? keyword;
  return (
    <section className={viewStyles.root} aria-labelledby={`${ids}-title`}>
      <div className={viewStyles.header}>
        <h2 id={`${ids}-title`} className={viewStyles.title}>
          {title}
        </h2>
        <div className={viewStyles.tools}>
          <Link to={researchHref} className={viewStyles.link}>
            {KEYWORD_DETAILS_TEXT.researchKeyword}
          </Link>
          <Button size="small" variant="ghost" onPress={onBack}>
            {KEYWORD_DETAILS_TEXT.backToList}
          </Button>
        </div>
      </div>
      {load === 'loading' && (
        <div aria-busy="true" aria-label={KEYWORD_DETAILS_TEXT.loading} role="status" className={viewStyles.list}>
          {[0, 1, 2, 3].map((n) => (
            <span key={n} className={viewStyles.skeleton} />
          ))}
        </div>
      )}
      {load === 'failed' && (
        <LoadFailed message={KEYWORD_DETAILS_TEXT.loadFailed} retryLabel={KEYWORD_TEXT.retry} onRetry={onRetry} />
      )}
      {load === 'ready' && data && !data.row && (
        <div className={viewStyles.empty}>
          <p className={viewStyles.emptyText}>{KEYWORD_DETAILS_TEXT.notInProject}</p>
          <Button size="small" onPress={onBack}>
            {KEYWORD_DETAILS_TEXT.backToList}
          </Button>
        </div>
      )}
      {load === 'ready' && data?.row && <KeywordDetailsBody {...props} row={data.row} data={data} />}
    </section>
  );
}

function KeywordDetailsBody({
  row,
  data,
  isSaving,
  isRemoving,
  onAddToGroup,
  onRemoveFromGroup,
  onAddToLabel,
  onRemoveFromLabel,
  onRemoveFromProject,
}: KeywordDetailsViewProps & { row: KeywordRow; data: KeywordDetailsData }) {
  const { membership } = data;
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <section className={styles.section} aria-label={KEYWORD_DETAILS_TEXT.figuresTitle}>
        <h3 className={styles.sectionTitle}>{KEYWORD_DETAILS_TEXT.figuresTitle}</h3>
        <dl className={styles.figures}>
          {keywordFigures(row).map((figure) => (
            <div key={figure.id} className={styles.figure}>
              <dt className={styles.figureLabel}>{figure.label}</dt>
              <dd className={styles.figureValue}>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={styles.section} aria-label={KEYWORD_DETAILS_TEXT.trackingTitle}>
        <h3 className={styles.sectionTitle}>{KEYWORD_DETAILS_TEXT.trackingTitle}</h3>
        <p className={styles.muted}>
          {data.isTracked ? KEYWORD_DETAILS_TEXT.tracked : KEYWORD_DETAILS_TEXT.notTracked}
        </p>
      </section>

      <section className={styles.section} aria-label={KEYWORD_DETAILS_TEXT.groupsTitle}>
        <h3 className={styles.sectionTitle}>{KEYWORD_DETAILS_TEXT.groupsTitle}</h3>
        <Memberships
          names={membership.groups.map((group) => group.name)}
          empty={KEYWORD_DETAILS_TEXT.noGroups}
          removeLabel={KEYWORD_DETAILS_TEXT.removeFromGroup}
          isSaving={isSaving}
          onRemove={(name) => {
            const group = membership.groups.find((g) => g.name === name);
            if (group) onRemoveFromGroup(group);
          }}
        />
        <AddToGroup groups={membership.otherGroups} isSaving={isSaving} onAdd={onAddToGroup} />
      </section>

      <section className={styles.section} aria-label={KEYWORD_DETAILS_TEXT.labelsTitle}>
        <h3 className={styles.sectionTitle}>{KEYWORD_DETAILS_TEXT.labelsTitle}</h3>
        <Memberships
          names={membership.labels}
          empty={KEYWORD_DETAILS_TEXT.noLabels}
          removeLabel={KEYWORD_DETAILS_TEXT.removeFromLabel}
          isSaving={isSaving}
          onRemove={onRemoveFromLabel}
        />
        <AddToLabel labels={membership.otherLabels} isSaving={isSaving} onAdd={onAddToLabel} />
      </section>

      <div className={styles.actions}>
        <Button size="small" variant="danger" onPress={() => setConfirming(true)}>
          {KEYWORD_DETAILS_TEXT.removeFromProject}
        </Button>
      </div>
      <ConfirmModal
        isOpen={confirming}
        title={KEYWORD_DETAILS_TEXT.removeTitle}
        message={fill(KEYWORD_DETAILS_TEXT.removeConfirmation, { keyword: row.keyword })}
        confirmLabel={KEYWORD_DETAILS_TEXT.remove}
        isConfirming={isRemoving}
        onConfirm={onRemoveFromProject}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/** The groups or labels holding the keyword, each with its Remove button. */
function Memberships({
  names,
  empty,
  removeLabel,
  isSaving,
  onRemove,
}: {
  names: readonly string[];
  empty: string;
  removeLabel: string;
  isSaving: boolean;
  onRemove: (name: string) => void;
}) {
  if (names.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ul className={styles.chips}>
      {names.map((name) => (
        <li key={name} className={styles.chip}>
          {name}
          <Button
            size="x-small"
            variant="ghost"
            aria-label={fill(removeLabel, { name })}
            isDisabled={isSaving}
            onPress={() => onRemove(name)}
          >
            {KEYWORD_DETAILS_TEXT.remove}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function AddToGroup({
  groups,
  isSaving,
  onAdd,
}: {
  groups: readonly GroupRef[];
  isSaving: boolean;
  onAdd: (group: GroupRef) => void;
}) {
  const id = useId();
  const [chosen, setChosen] = useState('');
  if (groups.length === 0) return <p className={styles.muted}>{KEYWORD_DETAILS_TEXT.noOtherGroups}</p>;
  const group = groups.find((g) => g.groupHash === chosen);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!group) return;
    onAdd(group);
    setChosen('');
  };
  return (
    <form className={viewStyles.inline} onSubmit={submit}>
      <label htmlFor={id} className={viewStyles.fieldLabel}>
        {KEYWORD_DETAILS_TEXT.addToGroupLabel}
      </label>
      <select id={id} className={styles.select} value={chosen} onChange={(event) => setChosen(event.target.value)}>
        <option value="">{KEYWORD_DETAILS_TEXT.chooseGroup}</option>
        {groups.map((g) => (
          <option key={g.groupHash} value={g.groupHash}>
            {g.name}
          </option>
        ))}
      </select>
      <Button type="submit" size="small" variant="secondary" isDisabled={!group || isSaving}>
        {KEYWORD_DETAILS_TEXT.add}
      </Button>
    </form>
  );
}

/** A label by name: an existing one (offered in the list) or a new one, which the API creates. */
function AddToLabel({
  labels,
  isSaving,
  onAdd,
}: {
  labels: readonly string[];
  isSaving: boolean;
  onAdd: (labelName: string) => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const labelName = name.trim();
    // Like a new group's, an empty name does nothing.
    if (labelName === '') return;
    onAdd(labelName);
    setName('');
  };
  return (
    <form className={viewStyles.inline} onSubmit={submit}>
      <label htmlFor={id} className={viewStyles.fieldLabel}>
        {KEYWORD_DETAILS_TEXT.addToLabelLabel}
      </label>
      <input
        id={id}
        className={viewStyles.input}
        list={`${id}-labels`}
        placeholder={KEYWORD_DETAILS_TEXT.labelPlaceholder}
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <datalist id={`${id}-labels`}>
        {labels.map((label) => (
          <option key={label} value={label} />
        ))}
      </datalist>
      <Button type="submit" size="small" variant="secondary" isDisabled={name.trim() === '' || isSaving}>
        {KEYWORD_DETAILS_TEXT.add}
      </Button>
    </form>
  );
}
