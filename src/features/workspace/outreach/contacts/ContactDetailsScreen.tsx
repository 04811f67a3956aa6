import { ContactDetailsView, type ContactDetailsData } from './ContactDetailsView';
import { groupByContact, placeContactEvents, websiteOf } from './contacts';
import { CONTACTS_TEXT } from './contactsTexts';
import {
  addLinkContactEvent,
  deleteLinkContactEvent,
  getLinkContactEvents,
  getLinks,
} from '../../../../api/link-manager';
import { fill } from '../../../../lib/spec/text';
import { useLoader } from '../../../shell/useLoader';
import { usePanel } from '../../panel/panelContext';
import type { PanelViewProps } from '../../panel/panelViewProps';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Panel view contacts-details (params projectId, the all-projects id included, and domainId; doc 2
 * §2): the contact events of the website's links grouped by contact. Adding names the chosen
 * link's own project; after a change the events are read again, so the list is the server's.
 */
export default function ContactDetailsScreen({ params }: PanelViewProps) {
  const panel = usePanel();
  const projectId = params.projectId ?? panel.activeProjectId ?? '';
  const domainId = Number(params.domainId);
  const details = useLoader<ContactDetailsData | null>(
    async () => {
      const [events, links] = await Promise.all([getLinkContactEvents({ projectId }), getLinks({ projectId })]);
      const websiteLinks = links.filter((link) => link.domainId === domainId);
      const first = websiteLinks[0];
      if (!first) return null;
      return {
        websiteName: websiteOf(first.urlName),
        links: websiteLinks,
        groups: groupByContact(placeContactEvents(events, websiteLinks)),
      };
    },
    null,
    [projectId, domainId],
  );
  const { data, setData } = details;

  /** Reads the events again after a change; a failed read keeps the list as it was. */
  async function reread() {
    if (!data) return;
    try {
      const events = await getLinkContactEvents({ projectId });
      setData(
        (current) => current && { ...current, groups: groupByContact(placeContactEvents(events, current.links)) },
      );
    } catch {
      // The change stood; the list catches up on the next read.
    }
  }

  return (
    <ContactDetailsView
      load={details.load}
      data={data}
      onRetry={details.retry}
      onBack={() => panel.navigate('contacts', { projectId })}
      onOpenLink={(event) =>
        panel.navigate('link-details', {
          domainId: String(event.domainId),
          projectId: event.projectId,
          urlId: String(event.urlId),
          urlName: event.urlName,
        })
      }
      onAdd={async (event) => {
        const link = data?.links.find((l) => l.urlId === event.urlId);
        try {
          await addLinkContactEvent({ ...event, projectId: link?.projectId ?? projectId });
        } catch (error) {
          return fill(CONTACTS_TEXT.addFailed, { reason: reasonOf(error) });
        }
        await reread();
        return null;
      }}
      onDelete={async (event) => {
        try {
          await deleteLinkContactEvent({ rowId: event.rowId });
        } catch (error) {
          return fill(CONTACTS_TEXT.deleteFailed, { reason: reasonOf(error) });
        }
        await reread();
        return null;
      }}
    />
  );
}
