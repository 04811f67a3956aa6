/**
 * API calls of the `workspace` tag: Outreach import, relationships, ratings, tags, contexts and
 * project actions (doc 2 §7).
 * One function per operation, named after its operationId and typed from schema.gen.ts, so a change in
 * openapi/ breaks the build here. Each resolves with the 2xx body or throws an ApiError (see
 * ./client.ts).
 */
import { type Data, get, type JsonBody, post, type Query } from './client';

/**
 * POST /NsaApi/MySpyFu/Alerts/CreatePdfAlert: Create a PDF export alert (alert type 1). Path or payload of our
 * design (x-inferred).
 */
export function createPdfAlert(body: JsonBody<'createPdfAlert'>): Promise<Data<'createPdfAlert'>> {
  return post('/NsaApi/MySpyFu/Alerts/CreatePdfAlert', body);
}

/**
 * GET /NsaApi/MySpyFu/Contexts/GetDomain: Organic and paid context of a website. Path or payload of our design
 * (x-inferred).
 */
export function getDomainContext(query: Query<'getDomainContext'>): Promise<Data<'getDomainContext'>> {
  return get('/NsaApi/MySpyFu/Contexts/GetDomain', { query });
}

/**
 * GET /NsaApi/MySpyFu/Relationships/GetRelationships: Outreach state (relationship, rating, tags) of websites and
 * pages. Path or payload of our design (x-inferred).
 */
export function getRelationships(query: Query<'getRelationships'>): Promise<Data<'getRelationships'>> {
  return get('/NsaApi/MySpyFu/Relationships/GetRelationships', { query });
}

/**
 * GET /NsaApi/MySpyFu/Contexts/GetUrl: Organic and paid context of a page. Path or payload of our design
 * (x-inferred).
 */
export function getUrlContext(query: Query<'getUrlContext'>): Promise<Data<'getUrlContext'>> {
  return get('/NsaApi/MySpyFu/Contexts/GetUrl', { query });
}

/**
 * POST /NsaApi/MySpyFu/import/OutreachImport: Bulk-import outreach websites and pages into a project. Path or
 * payload of our design (x-inferred).
 */
export function importOutreach(body: JsonBody<'importOutreach'>): Promise<Data<'importOutreach'>> {
  return post('/NsaApi/MySpyFu/import/OutreachImport', body);
}

/**
 * POST /NsaApi/MySpyFu/import/PageUrlImport: Import a page URL into a project (Add-URL button). Path or payload of
 * our design (x-inferred).
 */
export function importPageUrl(body: JsonBody<'importPageUrl'>): Promise<Data<'importPageUrl'>> {
  return post('/NsaApi/MySpyFu/import/PageUrlImport', body);
}

/**
 * POST /NsaApi/MySpyFu/Keywords/KeywordActions/ImportStaticSuggestions: Import ready-made keyword suggestion sets
 * for the project's domain. Path or payload of our design (x-inferred).
 */
export function importStaticSuggestions(
  body: JsonBody<'importStaticSuggestions'>,
): Promise<Data<'importStaticSuggestions'>> {
  return post('/NsaApi/MySpyFu/Keywords/KeywordActions/ImportStaticSuggestions', body);
}

/**
 * GET /NsaApi/MySpyFu/ProjectActions/MoveDomainToProject: Move an outreach website (with its pages and history) to
 * another project. Path or payload of our design (x-inferred).
 */
export function moveDomainToProject(query: Query<'moveDomainToProject'>): Promise<Data<'moveDomainToProject'>> {
  return get('/NsaApi/MySpyFu/ProjectActions/MoveDomainToProject', { query });
}

/**
 * POST /NsaApi/MySpyFu/Keywords/KeywordActions/RemoveTermIds: Remove the term ids an import added (import Undo,
 * step 1). Path or payload of our design (x-inferred).
 */
export function removeTermIds(body: JsonBody<'removeTermIds'>): Promise<Data<'removeTermIds'>> {
  return post('/NsaApi/MySpyFu/Keywords/KeywordActions/RemoveTermIds', body);
}

/**
 * POST /NsaApi/MySpyFu/ProjectActions/SearchProjectsForTerms: Which of the caller's projects hold these keywords?
 * Path or payload of our design (x-inferred).
 */
export function searchProjectsForTerms(
  body: JsonBody<'searchProjectsForTerms'>,
): Promise<Data<'searchProjectsForTerms'>> {
  return post('/NsaApi/MySpyFu/ProjectActions/SearchProjectsForTerms', body);
}

/**
 * GET /NsaApi/MySpyFu/Ratings/UpdateDomain: Set the star rating of a website. Path or payload of our design
 * (x-inferred).
 */
export function updateDomainRating(query: Query<'updateDomainRating'>): Promise<Data<'updateDomainRating'>> {
  return get('/NsaApi/MySpyFu/Ratings/UpdateDomain', { query });
}

/**
 * GET /NsaApi/MySpyFu/Relationships/UpdateDomain: Set the outreach relationship of a website. Path or payload of
 * our design (x-inferred).
 */
export function updateDomainRelationship(
  query: Query<'updateDomainRelationship'>,
): Promise<Data<'updateDomainRelationship'>> {
  return get('/NsaApi/MySpyFu/Relationships/UpdateDomain', { query });
}

/**
 * GET /NsaApi/MySpyFu/Tags/UpdateTags: Replace the tags of a website or page. Path or payload of our design
 * (x-inferred).
 */
export function updateTags(query: Query<'updateTags'>): Promise<Data<'updateTags'>> {
  return get('/NsaApi/MySpyFu/Tags/UpdateTags', { query });
}

/**
 * GET /NsaApi/MySpyFu/Ratings/UpdateUrl: Set the star rating of a page. Path or payload of our design
 * (x-inferred).
 */
export function updateUrlRating(query: Query<'updateUrlRating'>): Promise<Data<'updateUrlRating'>> {
  return get('/NsaApi/MySpyFu/Ratings/UpdateUrl', { query });
}

/**
 * GET /NsaApi/MySpyFu/Relationships/UpdateUrl: Set the outreach relationship of a page. Path or payload of our
 * design (x-inferred).
 */
export function updateUrlRelationship(query: Query<'updateUrlRelationship'>): Promise<Data<'updateUrlRelationship'>> {
  return get('/NsaApi/MySpyFu/Relationships/UpdateUrl', { query });
}
