import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import {
  addCompetitor,
  competitorsProblem,
  failureOf,
  kombatQuery,
  refusalText,
  siteProblem,
  suggestionsOf,
  SUGGESTION_COUNT,
  toggleCompetitor,
  type CompetitorChange,
  type CreateFailure,
  type Suggestion,
} from './newProject';
import { NewProjectView, type SuggestionsState } from './NewProjectView';
import { NEW_PROJECT_TEXT } from './texts';
import { ApiError } from '../../api/client';
import { createProject } from '../../api/projects';
import { getDomainCompetitors } from '../../api/research';
import { normalizeDomain } from '../../lib/onboarding';
import { TEXT } from '../../lib/spec/text';
import { useFrame } from '../shell/frameContext';
import { useLinkTo } from '../shell/links';
import { useLoader } from '../shell/useLoader';
import { useMountedRef } from '../shell/useMountedRef';

/** The query parameter that prefills the site (a link from a domain's research pages, say). */
const SITE_PARAM = 'domain';

/** What a read of the suggestions found: nothing asked yet, a refused domain (400), or the list. */
type SuggestionsRead =
  | { kind: 'idle' }
  | { kind: 'refused'; site: string; message: string }
  | { kind: 'read'; site: string; hasData: boolean; isDemoData: boolean; rows: Suggestion[] };

const IDLE: SuggestionsRead = { kind: 'idle' };

async function readSuggestions(site: string): Promise<SuggestionsRead> {
  try {
    const page = await getDomainCompetitors({ query: site, rowsPerPage: SUGGESTION_COUNT });
    return { kind: 'read', site, hasData: page.hasData, isDemoData: page.isDemoData, rows: suggestionsOf(page, site) };
  } catch (error) {
    // The server's 400 names the domain field: its message stands under the site, no retry.
    if (error instanceof ApiError && error.status === 400) {
      return { kind: 'refused', site, message: failureOf(error).fields.site ?? error.message };
    }
    throw error;
  }
}

/**
 * Route new-project:2 (doc 1 §2 "/new-project/2", our design): the page a logged-in user meets to
 * start a competitor project. The site comes from ?domain= or is typed; once it is a domain and the
 * field is left (or the form submitted), its organic competitors are read (getDomainCompetitors)
 * and offered as a checkbox list; more are added by hand. "Create project" creates the project
 * (createProject: the site as its primary domain and its name) and opens the domain comparison
 * (seo:kombat) of the site and the chosen competitors. A taken name brings up a name field.
 */
export function NewProjectScreen() {
  const { title } = useFrame();
  const linkTo = useLinkTo();
  const navigate = useNavigate();
  const mounted = useMountedRef();
  const [params] = useSearchParams();
  const [siteText, setSiteText] = useState(() => params.get(SITE_PARAM) ?? '');
  // A prefilled site is judged at once; a typed one once the field is left.
  const [siteTouched, setSiteTouched] = useState(() => siteText !== '');
  const [lookedUp, setLookedUp] = useState(() => normalizeDomain(siteText));
  const [competitors, setCompetitors] = useState<string[]>([]);
  const [suggestionsMessage, setSuggestionsMessage] = useState<string>();
  const [competitorText, setCompetitorText] = useState('');
  const [addMessage, setAddMessage] = useState<string>();
  const [attempted, setAttempted] = useState(false);
  const [showProjectName, setShowProjectName] = useState(false);
  const [projectName, setProjectName] = useState('');
  const [isCreating, setCreating] = useState(false);
  const [failure, setFailure] = useState<CreateFailure | null>(null);

  const site = normalizeDomain(siteText);
  const read = useLoader(() => (lookedUp ? readSuggestions(lookedUp) : Promise.resolve(IDLE)), IDLE, [lookedUp]);

  const suggestions = ((): SuggestionsState => {
    if (!lookedUp) return { kind: 'idle' };
    if (read.load === 'loading') return { kind: 'loading', site: lookedUp };
    if (read.load === 'failed') return { kind: 'failed', site: lookedUp };
    const data = read.data;
    if (data.kind !== 'read') return { kind: 'idle' };
    if (!data.hasData) return { kind: 'noData', site: data.site };
    return { kind: 'ready', site: data.site, rows: data.rows, isDemoData: data.isDemoData };
  })();

  // A refusal of the read stands while the field still holds the domain it was about.
  const refusal = read.load === 'ready' && read.data.kind === 'refused' && read.data.site === site ? read.data : null;
  const siteMessage =
    (siteTouched || attempted ? siteProblem(siteText) : undefined) ?? failure?.fields.site ?? refusal?.message;
  const competitorsMessage = attempted ? competitorsProblem(competitors, site) : undefined;
  const nameMessage =
    (attempted && showProjectName && !projectName.trim() ? NEW_PROJECT_TEXT.nameRequired : undefined) ??
    failure?.fields.projectName;
  const hasProblems =
    siteProblem(siteText) !== undefined ||
    competitorsProblem(competitors, site) !== undefined ||
    (showProjectName && !projectName.trim());
  const summary = attempted && hasProblems ? TEXT.checkFieldsInRed : (failure?.message ?? null);

  /** Reads the suggestions for the site as typed, when it is a domain not read yet. */
  const lookUp = () => {
    setSiteTouched(true);
    if (site && site !== lookedUp) {
      setLookedUp(site);
      setSuggestionsMessage(undefined);
    }
  };

  const apply = (change: CompetitorChange, refused: (message: string) => void) => {
    if (!change.ok) {
      refused(refusalText(change.refusal));
      return false;
    }
    setCompetitors(change.competitors);
    setSuggestionsMessage(undefined);
    setAddMessage(undefined);
    return true;
  };

  /** A server message stands under its field until that field changes. */
  const forget = (field: 'site' | 'projectName') => {
    if (failure?.fields[field] !== undefined)
      setFailure({ ...failure, fields: { ...failure.fields, [field]: undefined } });
  };

  const create = async () => {
    setAttempted(true);
    lookUp();
    if (hasProblems || !site) return;
    setCreating(true);
    setFailure(null);
    try {
      await createProject({ projectName: showProjectName ? projectName.trim() : site, primaryDomainName: site });
    } catch (error) {
      if (!mounted.current) return;
      const refused = failureOf(error);
      setFailure(refused);
      if (refused.nameRefused && !showProjectName) {
        setShowProjectName(true);
        setProjectName(site);
      }
      setCreating(false);
      return;
    }
    if (mounted.current) void navigate(linkTo('seo:kombat', undefined, kombatQuery(site, competitors)));
  };

  return (
    <NewProjectView
      title={title}
      site={siteText}
      onSiteChange={(next) => {
        setSiteText(next);
        forget('site');
      }}
      onSiteCommit={lookUp}
      siteMessage={siteMessage}
      suggestions={suggestions}
      onRetrySuggestions={read.retry}
      competitors={competitors}
      onToggleSuggestion={(domain, selected) =>
        apply(toggleCompetitor(competitors, domain, selected, site), setSuggestionsMessage)
      }
      suggestionsMessage={suggestionsMessage}
      competitorsMessage={competitorsMessage}
      onRemoveCompetitor={(domain) => apply(toggleCompetitor(competitors, domain, false, site), setAddMessage)}
      competitorText={competitorText}
      onCompetitorTextChange={(next) => {
        setCompetitorText(next);
        setAddMessage(undefined);
      }}
      onAddCompetitor={() => {
        if (apply(addCompetitor(competitors, competitorText, site), setAddMessage)) setCompetitorText('');
      }}
      addMessage={addMessage}
      showProjectName={showProjectName}
      projectName={projectName}
      onProjectNameChange={(next) => {
        setProjectName(next);
        forget('projectName');
      }}
      projectNameMessage={nameMessage}
      summary={summary}
      isCreating={isCreating}
      onCreate={() => void create()}
    />
  );
}
