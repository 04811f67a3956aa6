#!/usr/bin/env node
// Every call of both specs' section 7, transcribed with its method and path exactly, must be an
// operation of the bundled OpenAPI (src/api/openapi.gen.json). Prints the counts: spec calls,
// operations, and operations of our design (x-inferred). Run through tsx (`node --import tsx`), so
// it reads the document with the app's own OpenAPI walker.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { listOperations } from '../src/lib/openapi/operations.ts';

const A = '/Endpoints/AccountApi/';
const N = '/NsaApi/Account/';
const K = '/NsaApi/MySpyFu/Keywords/';
const M = '/NsaApi/MySpyFu/';
const P = '/Endpoints/PdfExport/';
const KK = '/NsaApi/KeywordKombat/';

/** Document 1 §7. */
export const DOC1_CALLS = [
  'GET /NsaApi/suggest/getsuggestions',
  'GET /NsaApi/suggest/getdomainsuggestions',
  'GET /NsaApi/suggest/getkeywordsuggestions',
  'GET /Endpoints/Search/JsonSearch',
  'GET /endpoints/poll',
  'POST /endpoints/poll',
  'GET /home/pixel',
  'GET /endpoints/accountapi/performloggedineventlogging',
  `GET ${A}getactivestate`,
  'POST /auth/login',
  'POST /auth/registerjson',
  'POST /auth/registerfreeaccount',
  'POST /auth/registerfreeaccountorlogin',
  'POST /auth/setgoogletoken',
  'POST /auth/revokegoogletoken',
  'POST /auth/checkgoogleauth',
  'POST /OnboardingApi/SaveUserSurvey',
  ...[
    'JsonChangeDisplayName',
    'JsonChangeEmail',
    'JsonChangePassword',
    'JsonChangePaymentInfo',
    'JsonForgotPassword',
  ].map((call) => `POST ${A}${call}`),
  ...['GetSendReceipt', 'GetAccountInfo', 'GetUserApiInfo', 'AcceptTermsOfService'].map((call) => `GET ${A}${call}`),
  ...[
    'GetBillingInfo',
    'GetRequestedKeywords',
    'GetSubscriptionList',
    'GetPauseSubscription',
    'GetUnpauseSubscription',
    'GetReactivateSubscription',
    'GetCancelSubscription',
    'GetReceiptsList',
    'GetReceipt',
    'GetEmailAddresses',
    'SetEmailAddresses',
    'GetUserContactInfo',
    'GetApiMonthlyUsageData',
    'GetGenerateApiKey',
    'GetProjectAlerts',
    'DeleteProjectAlert',
    'GetUserAttribute',
  ].map((call) => `GET ${N}${call}`),
  ...[
    'AddRequestedKeywords',
    'SetUserContactInfo',
    'SaveProjectAlert',
    'SubmitUncancellationAction',
    'SubmitCancellationSurvey',
    'SetUserAttribute',
  ].map((call) => `POST ${N}${call}`),
  'GET /endpoints/childaccount',
  'GET /endpoints/childaccount/previewbill',
  'POST /endpoints/childaccount',
  'DELETE /endpoints/childaccount/{id}',
  'GET /Endpoints/ChildAccount/ListSessions',
  'POST /Endpoints/ChildAccount/RemoveSessions',
];

/** Document 2 §7 (the calls it shares with document 1 are listed there). */
export const DOC2_CALLS = [
  `GET ${K}KeywordTracking/GetTracking`,
  `POST ${K}GroupActions/RemoveKeywords`,
  ...['DeleteGroup', 'RenameGroup', 'GetGroups', 'Details', 'AddGroup'].map((call) => `GET ${K}Groups/${call}`),
  `POST ${K}Keywords/DeleteKeywordsFromProject`,
  `GET ${K}Keywords/GetKeywordList`,
  `GET ${K}Keywords/KeywordCount`,
  `POST ${K}Labels/DeleteLabels`,
  `GET ${K}Labels/GetLabels`,
  `POST ${K}LabelActions/RemoveKeywords`,
  `POST ${K}LabelActions/AddKeywords`,
  ...['Import', 'MigrateToGroup', 'MigrateToProject', 'NewProjectImport'].map(
    (call) => `POST ${K}KeywordActions/${call}`,
  ),
  ...['CreateProject', 'DeleteProject', 'GetProjects', 'PatchProject'].map((call) => `GET ${M}Projects/${call}`),
  `POST ${M}import/OutreachImport`,
  `POST ${M}ProjectActions/SearchProjectsForTerms`,
  `GET ${M}ProjectActions/MoveDomainToProject`,
  ...[
    'Relationships/GetRelationships',
    'Ratings/UpdateDomain',
    'Ratings/UpdateUrl',
    'Relationships/UpdateDomain',
    'Relationships/UpdateUrl',
    'Tags/UpdateTags',
    'Contexts/GetDomain',
    'Contexts/GetUrl',
  ].map((call) => `GET ${M}${call}`),
  ...[
    'Link/DeleteLink',
    'Link/GetLinks',
    'Link/GetLink',
    'Link/AddLink',
    'LinkHistory/GetLinkHistory',
    'LinkNotes/GetLinkNotes',
    'LinkNotes/AddLinkNote',
    'LinkNotes/DeleteLinkNote',
    'LinkTasks/GetLinkTasks',
    'LinkTasks/AddLinkTask',
    'LinkTasks/UpdateLinkTask',
    'LinkTasks/DeleteLinkTask',
    'LinkContactEvents/GetLinkContactEvents',
    'LinkContactEvents/AddLinkContactEvent',
    'LinkContactEvents/DeleteLinkContactEvent',
  ].map((call) => `GET ${M}${call}`),
  `POST ${KK}GetOrganicKombatCompetingDomainsKeywordsGroups`,
  `POST ${KK}GetOrganicKombatKeywords`,
  `POST ${KK}GetOrganicKombatVennData`,
  `GET ${KK}GetOrganicDomainValidation`,
  `POST ${KK}GetOrganicDomainListValidations`,
  'POST /Endpoints/Core/ExportCsv',
  'POST /Endpoints/Core/ExportGoogleSheets',
  `POST ${P}ExportAsync`,
  `POST ${P}Export`,
  `GET ${P}GetStatus`,
  `POST ${P}Schedule`,
  `GET ${P}GetScheduledPdfReports`,
  `POST ${P}UpdateScheduledPdfReports`,
  `GET ${P}DeleteScheduledPdfReport`,
];

export function coverage(bundle) {
  const operations = listOperations(bundle).map((op) => ({
    call: `${op.method.toUpperCase()} ${op.path}`,
    inferred: op.operation['x-inferred'] === true,
  }));
  const have = new Set(operations.map((op) => op.call));
  const specCalls = [...new Set([...DOC1_CALLS, ...DOC2_CALLS])];
  return {
    specCalls: specCalls.length,
    missing: specCalls.filter((call) => !have.has(call)),
    operations: operations.length,
    inferred: operations.filter((op) => op.inferred).length,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bundle = JSON.parse(readFileSync(join(import.meta.dirname, '../src/api/openapi.gen.json'), 'utf8'));
  const result = coverage(bundle);
  console.log(
    `spec-coverage: ${result.specCalls} spec calls (doc 1 §7: ${DOC1_CALLS.length}, doc 2 §7: ${DOC2_CALLS.length}), ` +
      `${result.operations} operations, ${result.inferred} x-inferred.`,
  );
  if (result.missing.length > 0) {
    console.error(`Spec calls missing from openapi/ (${result.missing.length}):\n  ${result.missing.join('\n  ')}`);
    process.exit(1);
  }
}
