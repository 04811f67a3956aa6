/**
 * API calls of the `onboarding` tag: The onboarding survey (doc 1 §4, §7).
 * One function per operation, named after its operationId and typed from schema.gen.ts, so a change in
 * openapi/ breaks the build here. Each resolves with the 2xx body or throws an ApiError (see
 * ./client.ts).
 */
import { type Data, type JsonBody, post } from './client';

/** POST /OnboardingApi/SaveUserSurvey: Save the onboarding survey. Path or payload of our design (x-inferred). */
export function saveUserSurvey(body: JsonBody<'saveUserSurvey'>): Promise<Data<'saveUserSurvey'>> {
  return post('/OnboardingApi/SaveUserSurvey', body);
}
