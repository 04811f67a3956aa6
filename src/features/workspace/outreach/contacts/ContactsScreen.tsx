import { contactRows, placeContactEvents, type ContactRow } from './contacts';
import { ContactsView } from './ContactsView';
import { getLinkContactEvents, getLinks } from '../../../../api/link-manager';
import { useLoader } from '../../../shell/useLoader';
import { usePanel } from '../../panel/panelContext';
import type { PanelViewProps } from '../../panel/panelViewProps';

const NO_ROWS: ContactRow[] = [];

/**
 * Panel view contacts (params.projectId, the all-projects id included; doc 2 §2): every contact
 * event of the project (GetLinkContactEvents without urlId) placed on its link (GetLinks), one row
 * per person and website.
 */
export default function ContactsScreen({ params }: PanelViewProps) {
  const panel = usePanel();
  const projectId = params.projectId ?? panel.activeProjectId ?? '';
  const contacts = useLoader(
    async () => {
      const [events, links] = await Promise.all([getLinkContactEvents({ projectId }), getLinks({ projectId })]);
      return contactRows(placeContactEvents(events, links));
    },
    NO_ROWS,
    [projectId],
  );
  return (
    <ContactsView
      load={contacts.load}
      rows={contacts.data}
      onRetry={contacts.retry}
      // The all-projects id stays: a website's id is its project's own, so the details find it there too.
      onOpen={(row) => panel.navigate('contacts-details', { projectId, domainId: String(row.domainId) })}
      onGoToLinks={() => panel.navigate('links', { projectId })}
    />
  );
}
