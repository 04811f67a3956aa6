/** The onboarding survey (doc 1 §4, §7): saving it ends onboarding for the mock user. */
import * as db from '../db';
import { http } from '../http';
import { mockFor } from '../registry';

export const onboardingHandlers = [
  mockFor(
    'saveUserSurvey',
    http.post('/OnboardingApi/SaveUserSurvey', async ({ request, response }) => {
      const body = await request.json();
      const mock = db.getMockDb();
      mock.user = { ...mock.user, shouldShowOnboarding: false, name: body.name || mock.user.name };
      return response(200).json({ isSuccessful: true, shouldShowOnboarding: false });
    }),
  ),
];
