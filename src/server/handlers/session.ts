/** The active state the app loads first, and the session poll. */
import type { FastifyReply, FastifyRequest } from 'fastify';

import {
  CSRF_RESPONSE_HEADER,
  hasTooManySessions,
  userState,
  type Body,
  type HandlerContext,
  type Handlers,
  type Schemas,
} from './context';
import { PLANS_FROM_MONTHLY_PRICE_USD } from '../../lib/constants';
import { ensureSession } from '../sessions';

const FOOTER_CTA_TEXT = `Membership starts at $${PLANS_FROM_MONTHLY_PRICE_USD}/month`;
const FOOTER_CTA_LINK = '/mainpurchase?page=default&click=sw2';

export function createSessionHandlers(ctx: HandlerContext): Handlers {
  const { db } = ctx;

  const handlers = {
    async getActiveState(request: FastifyRequest, reply: FastifyReply) {
      const session = await ensureSession(db, request, reply);
      reply.header(CSRF_RESPONSE_HEADER, session.csrf_token);
      const user = request.rs.user;
      const signUp = user ? Date.parse(user.created_at) : null;
      const state: Schemas['ActiveState'] = {
        user: await userState(ctx, user, user ? session.id : null),
        tracking: {
          billingMonths: 0,
          billingCycle: 'None',
          daysSinceSignUp: signUp === null ? 0 : Math.max(0, Math.floor((Date.now() - signUp) / 86_400_000)),
          signUpDate: user?.created_at ?? null,
          latestActiveDate: user ? session.last_seen_at : null,
          enableScraperFreewall: false,
          isPrerendering: false,
          homepageSuggestionType: 'default',
          searchCount: 0,
          isPaywallDisabled: false,
          showPaywall: false,
          showScheduleDemo: false,
          footerCtaText: FOOTER_CTA_TEXT,
          footerCtaLink: FOOTER_CTA_LINK,
          enableScraperTokenTracking: false,
        },
        environment: {
          countryCode: 'US',
          percentOfBotsAllowed: 100,
          loggedOutBotDetection: false,
          loggedInBotDetection: false,
          enableBotDetectionHasLiedOs: false,
          enableBotDetectionHasLiedBrowser: false,
          isCaptchaEnabled: ctx.config.captchaSecret !== null,
          captchaSiteKey: ctx.config.captchaSiteKey,
          purchaseHost: null,
        },
      };
      return state;
    },

    async pollSession(request: FastifyRequest) {
      return pollAnswer(request);
    },

    async sendSessionHeartbeat(request: Body<Schemas['SessionPollRequest'] | undefined>) {
      const session = request.rs.session;
      const path = request.body?.path;
      if (session && path !== undefined) {
        await db.kysely.updateTable('sessions').set({ last_path: path }).where('id', '=', session.id).execute();
      }
      return pollAnswer(request);
    },
  };

  async function pollAnswer(request: FastifyRequest): Promise<Schemas['SessionPollResponse']> {
    if (request.rs.killedSession) return { hasTooManyLogins: false, isSessionKilled: true };
    const user = request.rs.user;
    return { hasTooManyLogins: user ? await hasTooManySessions(ctx, user) : false, isSessionKilled: false };
  }

  return handlers as unknown as Handlers;
}
