import { WebsiteDetailsView, type WebsiteDetailsData } from './WebsiteDetailsView';
import { moveTargets, websitePages } from './websites';
import { WEBSITES_TEXT } from './websitesTexts';
import { getLinks } from '../../../../api/link-manager';
import { getProjects } from '../../../../api/projects';
import {
  getDomainContext,
  getRelationships,
  moveDomainToProject,
  updateDomainRating,
  updateDomainRelationship,
  updateTags,
} from '../../../../api/workspace';
import { fill } from '../../../../lib/spec/text';
import { toast } from '../../../../ui/Toasts/Toasts';
import { useLoader } from '../../../shell/useLoader';
import { usePanel } from '../../panel/panelContext';
import type { PanelViewProps } from '../../panel/panelViewProps';
import { saveFailedMessage } from '../LinkDetailsScreen';
import { linkRows, tagsCsv, type OutreachRelationship } from '../outreach';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Panel view website-details (params projectId, domainId, domainName; the all-projects id reads
 * too): the website's own state and its pages from GetRelationships, its pages' figures from
 * GetLinks, its research context from GetDomainContext, and the projects it can move to. Each
 * change saves at once and shows the server's answer; a refused one raises an alert.
 */
export default function WebsiteDetailsScreen({ params }: PanelViewProps) {
  const panel = usePanel();
  const readProjectId = params.projectId ?? panel.activeProjectId ?? '';
  const domainId = Number(params.domainId);
  const details = useLoader<WebsiteDetailsData | null>(
    async () => {
      const query = { projectId: readProjectId, domainId };
      const [relationships, context, links, projects] = await Promise.all([
        getRelationships(query),
        getDomainContext(query),
        getLinks({ projectId: readProjectId }),
        getProjects(),
      ]);
      const website = relationships.find((r) => r.urlId === null);
      if (!website) throw new Error(WEBSITES_TEXT.websiteLoadFailed);
      return {
        website,
        pages: linkRows(websitePages(links, website), relationships),
        context,
        moveTargets: moveTargets(projects, website.projectId),
      };
    },
    null,
    [readProjectId, domainId],
  );
  const { setData } = details;
  // Changes name the website's own project (a read may name all projects: the website says which).
  const projectId = details.data?.website.projectId ?? readProjectId;
  const key = { projectId, domainId };

  /** Saves a change of the website's state; on success shows the server's answer, on failure raises an alert. */
  async function save(call: () => Promise<OutreachRelationship>): Promise<boolean> {
    try {
      const website = await call();
      setData((data) => (data ? { ...data, website } : data));
      return true;
    } catch (error) {
      toast.error(saveFailedMessage(error));
      return false;
    }
  }

  return (
    <WebsiteDetailsView
      domainName={params.domainName ?? ''}
      load={details.load}
      data={details.data}
      onRetry={details.retry}
      onBack={() => panel.navigate('websites', { projectId: readProjectId })}
      onRelationshipChange={(relationshipStatus) =>
        save(() => updateDomainRelationship({ ...key, relationshipStatus }))
      }
      onRatingChange={(rating) => save(() => updateDomainRating({ ...key, rating }))}
      onTagsChange={(tags) => save(() => updateTags({ ...key, tagsCsv: tagsCsv(tags) }))}
      onOpenPage={(page) =>
        panel.navigate('link-details', {
          projectId: page.projectId,
          domainId: String(page.domainId),
          urlId: String(page.urlId),
          urlName: page.urlName,
        })
      }
      onMove={async (target) => {
        const domainName = details.data?.website.domainName ?? params.domainName ?? '';
        try {
          await moveDomainToProject({ ...key, newProjectId: target.id });
        } catch (error) {
          toast.error(fill(WEBSITES_TEXT.moveFailed, { reason: reasonOf(error) }));
          return false;
        }
        toast.info(fill(WEBSITES_TEXT.moved, { website: domainName, project: target.projectName }));
        panel.navigate('website-details', { projectId: target.id, domainId: String(domainId), domainName });
        return true;
      }}
      onCreateProject={() => panel.navigate('create-project')}
    />
  );
}
