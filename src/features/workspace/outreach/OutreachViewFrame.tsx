import { useState, type ReactNode } from 'react';

import { OutreachFailure, OutreachLoading } from './OutreachStates';
import styles from './OutreachViews.module.css';
import { TEXT, UI_TEXT } from '../../../lib/spec/text';
import { Button } from '../../../ui/Button/Button';
import { Input } from '../../../ui/Input/Input';
import { Table, type TableColumn } from '../../../ui/Table/Table';
import panel from '../panel/PanelView.module.css';

export type OutreachLoad = 'loading' | 'failed' | 'ready';

export interface OutreachViewFrameProps {
  /** The heading's id: the view's section is named by it. */
  titleId: string;
  title: string;
  /** Beside the heading: the view's way back or its main action. */
  action?: ReactNode;
  load: OutreachLoad;
  loadingLabel: string;
  /** Skeleton lines while it loads (as many as the content will roughly take). */
  loadingLines?: number;
  failedMessage: string;
  onRetry: () => void;
  /** What the view shows once read. */
  children?: ReactNode;
}

/** Every outreach view's frame: the heading row, then skeleton lines, the failure with Retry, or the content. */
export function OutreachViewFrame({
  titleId,
  title,
  action,
  load,
  loadingLabel,
  loadingLines,
  failedMessage,
  onRetry,
  children,
}: OutreachViewFrameProps) {
  return (
    <section className={panel.view} aria-labelledby={titleId}>
      <header className={panel.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {action}
      </header>
      {load === 'loading' && <OutreachLoading label={loadingLabel} lines={loadingLines} />}
      {load === 'failed' && <OutreachFailure message={failedMessage} onRetry={onRetry} />}
      {load === 'ready' && children}
    </section>
  );
}

export interface OutreachDetailFrameProps extends Omit<OutreachViewFrameProps, 'action' | 'loadingLines'> {
  /** The way back to the list the details were opened from ('Back to links'). */
  backLabel: string;
  onBack: () => void;
}

/** An outreach details view (a link, a website, a contact's events): the frame with its way back. */
export function OutreachDetailFrame({ backLabel, onBack, ...frame }: OutreachDetailFrameProps) {
  return (
    <OutreachViewFrame
      {...frame}
      action={
        <Button size="small" variant="ghost" onPress={onBack}>
          {backLabel}
        </Button>
      }
      loadingLines={6}
    />
  );
}

export interface OutreachListFrameProps<Row> extends Omit<OutreachViewFrameProps, 'children'> {
  rows: readonly Row[];
  /** Shown instead of the table when there are no rows at all. */
  empty: ReactNode;
  filterLabel: string;
  filterRows: (rows: readonly Row[], filter: string) => readonly Row[];
  /** The line beside the filter: how many rows it leaves. */
  countText: (shown: number) => string;
  tableLabel: string;
  columns: TableColumn<Row>[];
  getRowId: (row: Row) => string;
  getRowLabel: (row: Row) => string;
}

/** An outreach list view (links, websites, contacts): the frame, a filter with its count, and the sortable table. */
export function OutreachListFrame<Row>({
  rows,
  empty,
  filterLabel,
  filterRows,
  countText,
  tableLabel,
  columns,
  getRowId,
  getRowLabel,
  ...frame
}: OutreachListFrameProps<Row>) {
  const [filter, setFilter] = useState('');
  const shown = filterRows(rows, filter);
  return (
    <OutreachViewFrame {...frame}>
      {rows.length === 0 ? (
        empty
      ) : (
        <>
          <div className={panel.toolbar}>
            <Input
              label={filterLabel}
              placeholder={UI_TEXT.groupsFilterPlaceholder}
              size="small"
              value={filter}
              onChange={setFilter}
            />
            <p className={panel.muted} aria-live="polite">
              {countText(shown.length)}
            </p>
          </div>
          <Table
            label={tableLabel}
            columns={columns}
            rows={shown}
            getRowId={getRowId}
            getRowLabel={getRowLabel}
            emptyMessage={TEXT.noItemsFoundWithFilter}
          />
        </>
      )}
    </OutreachViewFrame>
  );
}
