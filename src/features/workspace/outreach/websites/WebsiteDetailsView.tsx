import { Fragment, useState, type ReactNode } from 'react';

import { useFieldSave, sameTags, type FieldSave, type SaveValue } from './useFieldSave';
import { contextLines, pageCountWords, type OutreachContext, type Project } from './websites';
import own from './Websites.module.css';
import { WEBSITES_TEXT } from './websitesTexts';
import { formatNumber } from '../../../../lib/format';
import { fill, UI_TEXT } from '../../../../lib/spec/text';
import { STAR_RATING_DEFAULT_MAX } from '../../../../lib/spec/widgets';
import { Button } from '../../../../ui/Button/Button';
import { ConfirmModal } from '../../../../ui/Modal/Modal';
import { StarRating } from '../../../../ui/StarRating/StarRating';
import { TagsInput } from '../../../../ui/TagsInput/TagsInput';
import panel from '../../panel/PanelView.module.css';
import { DetailSection } from '../DetailSection';
import {
  RELATIONSHIP_STATUSES,
  RELATIONSHIP_WORDS,
  ratingWords,
  type LinkRow,
  type OutreachRelationship,
  type RelationshipStatus,
} from '../outreach';
import { OUTREACH_TEXT } from '../outreachTexts';
import { OutreachDetailFrame, type OutreachLoad } from '../OutreachViewFrame';
import styles from '../OutreachViews.module.css';
import { WordSelect } from '../WordSelect';

export interface WebsiteDetailsData {
  /** The website's own state (GetRelationships' row without a urlId); it names the website's project. */
  website: OutreachRelationship;
  /** Its pages among the project's links, with each page's own state. */
  pages: LinkRow[];
  context: OutreachContext;
  /** The user's other projects: where the website can move. */
  moveTargets: Project[];
}

export interface WebsiteDetailsViewProps {
  /** The website's name from the view's params, shown while it loads. */
  domainName: string;
  load: OutreachLoad;
  data: WebsiteDetailsData | null;
  onRetry: () => void;
  onBack: () => void;
  onRelationshipChange: SaveValue<RelationshipStatus>;
  onRatingChange: SaveValue<number>;
  onTagsChange: SaveValue<string[]>;
  onOpenPage: (page: LinkRow) => void;
  /** Moves the website (after the user confirmed); resolves false when the server refused. */
  onMove: SaveValue<Project>;
  /** No other project to move to: make one. */
  onCreateProject: () => void;
}

/**
 * The website-details view: a website's relationship, rating and tags (each saved at once), its
 * research context, its pages (each opening its link details) and moving it to another project.
 */
export function WebsiteDetailsView(props: WebsiteDetailsViewProps) {
  const { domainName, load, data, onRetry, onBack } = props;
  return (
    <OutreachDetailFrame
      titleId="outreach-website-title"
      title={data?.website.domainName ?? domainName}
      backLabel={WEBSITES_TEXT.backToWebsites}
      onBack={onBack}
      load={load}
      loadingLabel={WEBSITES_TEXT.websiteLoading}
      failedMessage={WEBSITES_TEXT.websiteLoadFailed}
      onRetry={onRetry}
    >
      {data && <WebsiteDetailsBody {...props} data={data} />}
    </OutreachDetailFrame>
  );
}

function WebsiteDetailsBody({
  data,
  onRelationshipChange,
  onRatingChange,
  onTagsChange,
  onOpenPage,
  onMove,
  onCreateProject,
}: WebsiteDetailsViewProps & { data: WebsiteDetailsData }) {
  const { website, pages, context, moveTargets } = data;
  const relationship = useFieldSave(website.relationshipStatus, onRelationshipChange);
  const rating = useFieldSave(website.rating, onRatingChange);
  const tags = useFieldSave<string[]>(website.tags, onTagsChange, sameTags);
  return (
    <>
      <div className={styles.settings}>
        <SavedControl field={relationship}>
          <WordSelect
            label={OUTREACH_TEXT.relationshipLabel}
            values={RELATIONSHIP_STATUSES}
            words={RELATIONSHIP_WORDS}
            value={relationship.shown}
            busy={relationship.busy}
            onChange={relationship.change}
          />
        </SavedControl>
        <SavedControl field={rating}>
          <StarRating label={OUTREACH_TEXT.ratingLabel} showLabel value={rating.shown} onChange={rating.change} />
        </SavedControl>
      </div>
      <SavedControl field={tags}>
        <TagsInput
          label={OUTREACH_TEXT.tagsLabel}
          description={OUTREACH_TEXT.tagsHint}
          value={tags.shown}
          onChange={tags.change}
        />
      </SavedControl>

      <DetailSection title={WEBSITES_TEXT.contextTitle}>
        <dl className={own.contexts}>
          {contextLines(context).map((line) => (
            <Fragment key={line.context}>
              <dt>{line.label}</dt>
              <dd>{[line.keywords, line.clicks].filter(Boolean).join(' · ')}</dd>
            </Fragment>
          ))}
        </dl>
      </DetailSection>

      <DetailSection title={WEBSITES_TEXT.pagesTitle}>
        {pages.length === 0 ? (
          <p className={panel.muted}>{WEBSITES_TEXT.noPages}</p>
        ) : (
          <ul className={styles.list}>
            {pages.map((page) => (
              <li key={page.urlId} className={styles.item}>
                <div className={styles.itemBody}>
                  <button
                    type="button"
                    className={styles.pageButton}
                    aria-label={fill(WEBSITES_TEXT.openPage, { page: page.urlName })}
                    onClick={() => onOpenPage(page)}
                  >
                    {page.urlName}
                  </button>
                  <span className={styles.time}>
                    {fill(WEBSITES_TEXT.pageFigures, {
                      relationship: RELATIONSHIP_WORDS[page.relationshipStatus],
                      rating: ratingWords(page.rating, STAR_RATING_DEFAULT_MAX),
                      clicks: formatNumber(page.urlMonthlyOrganicClicks),
                    })}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>

      <MoveWebsite
        website={website}
        pageCount={pages.length}
        targets={moveTargets}
        onMove={onMove}
        onCreateProject={onCreateProject}
      />
    </>
  );
}

/** A control that saves at once: busy while its save is out; a refused save stays shown, with Try again. */
function SavedControl<T>({ field, children }: { field: FieldSave<T>; children: ReactNode }) {
  return (
    <div className={own.control} aria-busy={field.busy}>
      {children}
      <p className={own.saveLine} role="status">
        {field.busy && WEBSITES_TEXT.saving}
        {!field.busy && field.failed && (
          <>
            <span className={own.notSaved}>{WEBSITES_TEXT.notSaved}</span>
            <Button size="x-small" variant="secondary" onPress={field.retry}>
              {WEBSITES_TEXT.tryAgain}
            </Button>
          </>
        )}
      </p>
    </div>
  );
}

/** Move to project: choose one of the user's other projects, confirm, then the screen moves and follows it. */
function MoveWebsite({
  website,
  pageCount,
  targets,
  onMove,
  onCreateProject,
}: {
  website: OutreachRelationship;
  pageCount: number;
  targets: readonly Project[];
  onMove: SaveValue<Project>;
  onCreateProject: () => void;
}) {
  const [targetId, setTargetId] = useState('');
  const [asking, setAsking] = useState(false);
  const [moving, setMoving] = useState(false);
  const target = targets.find((p) => p.id === targetId);

  const confirm = async () => {
    if (!target || moving) return;
    setMoving(true);
    const moved = await onMove(target);
    // Moved: the screen leaves for the website in its new project. Refused: an alert, the choice kept.
    if (!moved) {
      setMoving(false);
      setAsking(false);
    }
  };

  return (
    <DetailSection title={WEBSITES_TEXT.moveTitle}>
      {targets.length === 0 ? (
        <div className={own.moveForm}>
          <p className={panel.muted}>{WEBSITES_TEXT.moveNoOther}</p>
          <Button size="small" variant="secondary" onPress={onCreateProject}>
            {WEBSITES_TEXT.createProject}
          </Button>
        </div>
      ) : (
        <div className={own.moveForm}>
          <label className={styles.field}>
            <span className={styles.fieldLabel}>{WEBSITES_TEXT.moveLabel}</span>
            <select className={styles.native} value={targetId} onChange={(event) => setTargetId(event.target.value)}>
              <option value="" disabled>
                {WEBSITES_TEXT.moveChoose}
              </option>
              {targets.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.projectName}
                </option>
              ))}
            </select>
          </label>
          <Button size="small" isDisabled={!target} isLoading={moving} onPress={() => setAsking(true)}>
            {WEBSITES_TEXT.moveButton}
          </Button>
        </div>
      )}
      <ConfirmModal
        isOpen={asking && target !== undefined}
        title={fill(WEBSITES_TEXT.moveConfirmTitle, { website: website.domainName })}
        message={fill(WEBSITES_TEXT.moveConfirmMessage, {
          website: website.domainName,
          pages: pageCountWords(pageCount),
          project: target?.projectName ?? '',
        })}
        confirmLabel={WEBSITES_TEXT.moveButton}
        cancelLabel={UI_TEXT.cancel}
        isConfirming={moving}
        onConfirm={() => void confirm()}
        onCancel={() => {
          if (!moving) setAsking(false);
        }}
      />
    </DetailSection>
  );
}
