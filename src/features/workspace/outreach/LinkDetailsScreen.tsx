import { LinkDetailsView, type LinkDetailsData } from './LinkDetailsView';
import { orderContactEvents, orderTasks, replaceTask, tagsCsv, type OutreachRelationship } from './outreach';
import { OUTREACH_TEXT } from './outreachTexts';
import {
  addLinkContactEvent,
  addLinkNote,
  addLinkTask,
  deleteLinkContactEvent,
  deleteLinkNote,
  deleteLinkTask,
  getLink,
  getLinkContactEvents,
  getLinkHistory,
  getLinkNotes,
  getLinkTasks,
  updateLinkTask,
} from '../../../api/link-manager';
import { updateTags, updateUrlRating, updateUrlRelationship } from '../../../api/workspace';
import { fill } from '../../../lib/spec/text';
import { toast } from '../../../ui/Toasts/Toasts';
import { useLoader } from '../../shell/useLoader';
import { usePanel } from '../panel/panelContext';
import type { PanelViewProps } from '../panel/panelViewProps';

/** The alert for a change the server refused: its own message (a 400 names the field). */
export const saveFailedMessage = (error: unknown): string =>
  fill(OUTREACH_TEXT.saveFailed, { reason: error instanceof Error ? error.message : String(error) });

/**
 * Panel view link-details (params domainId, projectId, urlId, urlName; doc 2 §2): reads the link
 * with its notes, tasks, contact events and history; saves each change through the API and shows
 * the server's answer at once, then reads the history again (every change writes a row there).
 */
export default function LinkDetailsScreen({ params }: PanelViewProps) {
  const panel = usePanel();
  const readProjectId = params.projectId ?? panel.activeProjectId ?? '';
  const urlId = Number(params.urlId);
  const details = useLoader<LinkDetailsData | null>(
    async () => {
      const query = { projectId: readProjectId, urlId };
      const [link, notes, tasks, events, history] = await Promise.all([
        getLink(query),
        getLinkNotes(query),
        getLinkTasks(query),
        getLinkContactEvents(query),
        getLinkHistory(query),
      ]);
      return { link, notes, tasks: orderTasks(tasks), events, history };
    },
    null,
    [readProjectId, urlId],
  );
  const { setData } = details;
  // Changes name the link's own project (reads may name all projects: the link says which one).
  const projectId = details.data?.link.projectId ?? readProjectId;
  const key = { projectId, urlId };

  const update = (change: (data: LinkDetailsData) => LinkDetailsData) =>
    setData((data) => (data ? change(data) : data));

  /** Saves a change; on success shows it and re-reads the history; on failure raises an alert. */
  async function save<T>(call: () => Promise<T>, show: (answer: T, data: LinkDetailsData) => LinkDetailsData) {
    try {
      const answer = await call();
      update((data) => show(answer, data));
      getLinkHistory(key).then(
        (history) => update((data) => ({ ...data, history })),
        () => undefined, // The change itself stood; the history shows on the next read.
      );
      return true;
    } catch (error) {
      toast.error(saveFailedMessage(error));
      return false;
    }
  }

  const withState = (answer: OutreachRelationship, data: LinkDetailsData): LinkDetailsData => ({
    ...data,
    link: { ...data.link, relationshipStatus: answer.relationshipStatus, rating: answer.rating, tags: answer.tags },
  });

  return (
    <LinkDetailsView
      urlName={params.urlName ?? ''}
      load={details.load}
      data={details.data}
      onRetry={details.retry}
      onBack={() => panel.navigate('links', { projectId: readProjectId })}
      onRelationshipChange={(relationshipStatus) =>
        save(() => updateUrlRelationship({ ...key, relationshipStatus }), withState)
      }
      onRatingChange={(rating) => save(() => updateUrlRating({ ...key, rating }), withState)}
      onTagsChange={(tags) => save(() => updateTags({ ...key, tagsCsv: tagsCsv(tags) }), withState)}
      onAddNote={(note) =>
        save(
          () => addLinkNote({ ...key, note }),
          (added, data) => ({ ...data, notes: [added, ...data.notes] }),
        )
      }
      onDeleteNote={(note) =>
        save(
          () => deleteLinkNote({ noteRowId: note.noteRowId }),
          (_, data) => ({ ...data, notes: data.notes.filter((n) => n.noteRowId !== note.noteRowId) }),
        )
      }
      onAddTask={(task) =>
        save(
          () => addLinkTask({ ...key, taskId: task.taskId, text: task.text, dueDate: task.dueDate }),
          (added, data) => ({ ...data, tasks: orderTasks([...data.tasks, added]) }),
        )
      }
      onToggleTask={(task) =>
        save(
          () => updateLinkTask({ ...key, taskRowId: task.taskRowId, isComplete: !task.isComplete }),
          (updated, data) => ({ ...data, tasks: replaceTask(data.tasks, updated) }),
        )
      }
      onDeleteTask={(task) =>
        save(
          () => deleteLinkTask({ taskRowId: task.taskRowId }),
          (_, data) => ({ ...data, tasks: data.tasks.filter((t) => t.taskRowId !== task.taskRowId) }),
        )
      }
      onAddContact={(event) =>
        save(
          () => addLinkContactEvent({ ...key, ...event }),
          (added, data) => ({ ...data, events: orderContactEvents([added, ...data.events]) }),
        )
      }
      onDeleteContact={(event) =>
        save(
          () => deleteLinkContactEvent({ rowId: event.rowId }),
          (_, data) => ({ ...data, events: data.events.filter((e) => e.rowId !== event.rowId) }),
        )
      }
    />
  );
}
