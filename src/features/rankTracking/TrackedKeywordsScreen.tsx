import { TrackedKeywordsView } from './TrackedKeywordsView';
import { useTrackingProjects } from './useTrackingProjects';
import { useTrackingTable } from './useTrackingTable';
import { useFrame } from '../shell/frameContext';
import { useLinkTo } from '../shell/links';

/**
 * Route tracking (/tracking): the chosen project's tracked keywords and their weekly positions for
 * its domain (GetRankTracking, read again on each sort, filter and page).
 */
export function TrackedKeywordsScreen() {
  const { title, section } = useFrame();
  const linkTo = useLinkTo();
  const projects = useTrackingProjects();
  const { projectId, viewProps } = useTrackingTable(projects, {
    columnId: 'keyword',
    direction: 'asc',
  });

  return (
    <TrackedKeywordsView
      title={title}
      section={section}
      {...viewProps}
      editProjectHref={projects.editProjectHref}
      rankTrackerHref={linkTo('rank-tracking', {}, projectId ? { project: projectId } : {})}
    />
  );
}
