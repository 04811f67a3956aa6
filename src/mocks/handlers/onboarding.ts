/** The onboarding survey (doc 1 §4, §7): saving it ends onboarding for the mock user. */
import { onboardingProblems, onboardingRequestField, type OnboardingProblemField } from '../../lib/onboarding';
import * as db from '../db';
import { validationError } from '../errors';
import { http } from '../http';
import { mockFor } from '../registry';

export const onboardingHandlers = [
  mockFor(
    'saveUserSurvey',
    http.post('/OnboardingApi/SaveUserSurvey', async ({ request, response }) => {
      const body = await request.json();
      // doc 1 §5: the same step rules as the server's.
      const problems = Object.entries(onboardingProblems(body)) as [OnboardingProblemField, string][];
      if (problems.length) {
        return response(400).json(
          validationError(problems.map(([field, message]) => ({ field: onboardingRequestField(field), message }))),
        );
      }
      const mock = db.getMockDb();
      mock.user = { ...mock.user, shouldShowOnboarding: false, name: body.name.trim() };
      return response(200).json({ isSuccessful: true, shouldShowOnboarding: false });
    }),
  ),
];
