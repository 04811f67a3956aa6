/**
 * The active state the app loads first, and the session standing the guard chain checks
 * (getSessionInfo, setActiveSession).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

import { anonymousUser } from '../../../lib/anonymousUser';
import { DEFAULT_COUNTRY_CODE } from '../../../lib/countries';
import { PLANS_FROM_MONTHLY_PRICE_USD } from '../../../lib/spec/purchase';
import { currentBilling } from '../../billing/index';
import type { Db } from '../../db';
import { compiledOnce } from '../../db/compiledOnce';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../errors';
import { countSearches, paywallApplies, searchCountQuery } from '../../search/searchIndex';
import { activeSessionCountQuery, countActiveSessions, ensureVisitor, killSession } from '../../sessions';
import {
  CSRF_RESPONSE_HEADER,
  exceedsSessionLimit,
  hasTooManySessions,
  hasUnlimitedSessions,
  loggedInUserState,
  logEvent,
  nowIso,
  planHolderOfRequest,
  requireUser,
  type HandlerContext,
  type Schemas,
} from '../context';
import type { TagHandlers } from '../operation';

/** Our wording: setActiveSession named a session that is not one of the caller's live ones. */
export const SESSION_NOT_FOUND_TEXT = 'Session not found.';

/** The user's live (neither killed nor expired) sessions, oldest first. */
function liveSessions(db: Db, userId: number) {
  return db.kysely
    .selectFrom('sessions')
    .select(['id', 'created_at'])
    .where('user_id', '=', userId)
    .where('killed_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

const FOOTER_CTA_TEXT = `Membership starts at $${PLANS_FROM_MONTHLY_PRICE_USD}/month`;
const FOOTER_CTA_LINK = '/mainpurchase?page=default&click=sw2';

const DAY_MS = 86_400_000;
const JSON_MEDIA_TYPE = 'application/json';
/** The content type Fastify gives a JSON answer it serializes itself. */
const JSON_CONTENT_TYPE = `${JSON_MEDIA_TYPE}; charset=utf-8`;

/** A logged-in active state, serialized, and the time (ms) until which it holds without a write. */
interface KeptAnswer {
  json: string;
  until: number;
}

/** Sends an answer serialized already (Fastify sends a JSON string as it is). */
const sendSerialized = (reply: FastifyReply, json: string) =>
  reply.header('content-type', JSON_CONTENT_TYPE).send(json);

/** A visitor's searches and a user's live sessions, in one query compiled once (every logged-in active state asks). */
const sessionCounts = compiledOnce(
  (q, visitorId: string, userId: number, now: string) =>
    q.selectNoFrom([
      searchCountQuery(q, visitorId).as('searches'),
      activeSessionCountQuery(q, userId, now).as('activeSessions'),
    ]),
  (visitorId, userId, now) => [visitorId, userId, now],
);

export function createSessionHandlers(ctx: HandlerContext): TagHandlers<'account'> {
  const { db } = ctx;
  /**
   * SQLite: each logged-in active state as it was sent, kept against the session's kept read
   * (request.rs.keptRead), which is dropped by any write: every page load asks for it, mostly with
   * nothing written in between, and building and serializing the answer was most of the handler's
   * cost. Besides the read, the answer depends on the time only through the UTC day (a
   * subscription falling due) and the days since sign-up; it is kept until the earlier of their
   * next changes. Per app: the answer shows the configuration.
   */
  const keptAnswers = new WeakMap<object, KeptAnswer>();

  const handlers: TagHandlers<'account'> = {
    async getSessionInfo(request) {
      const user = requireUser(request);
      return sessionInfo(user, request.rs.session?.id ?? '');
    },

    async setActiveSession(request) {
      const user = requireUser(request);
      const live = await liveSessions(db, user.id);
      const kept = live.find((s) => s.id === request.body.sessionId);
      // Another user's session, a killed or expired one, or no session at all: the same 404.
      if (!kept) throw new HttpError(404, SESSION_NOT_FOUND_TEXT, 'SESSION_NOT_FOUND');
      const limit = sessionLimit(user);
      if (limit !== null) {
        const others = live.filter((s) => s.id !== kept.id);
        const excess = others.length + 1 - limit;
        for (const session of others.slice(0, Math.max(0, excess))) await killSession(db, session.id);
        if (excess > 0) await logEvent(ctx, request, 'set_active_session', { ended: excess });
      }
      return sessionInfo(user, kept.id);
    },

    async getActiveState(request, reply) {
      const visitor = ensureVisitor(request, reply);
      reply.header(CSRF_RESPONSE_HEADER, visitor.csrfToken);
      const { keptRead } = request.rs;
      const kept = keptRead ? keptAnswers.get(keptRead) : undefined;
      if (kept && Date.now() < kept.until) return sendSerialized(reply, kept.json);
      const user = request.rs.user;
      const signUp = user ? Date.parse(user.created_at) : null;
      const { userState, billing, searchCount, fromRead } = user
        ? await loggedInFacts(request, user, visitor.id)
        : {
            userState: anonymousUser(),
            billing: null,
            searchCount: await countSearches(db, visitor.id),
            fromRead: false,
          };
      const now = Date.now();
      const daysSinceSignUp = signUp === null ? 0 : Math.max(0, Math.floor((now - signUp) / DAY_MS));
      const answer: Schemas['ActiveState'] = {
        user: userState,
        tracking: {
          billingMonths: billing?.billingMonths ?? 0,
          billingCycle: billing?.billingCycle ?? 'None',
          daysSinceSignUp,
          signUpDate: user?.created_at ?? null,
          latestActiveDate: user ? (request.rs.session?.last_seen_at ?? null) : null,
          enableScraperFreewall: false,
          isPrerendering: false,
          homepageSuggestionType: 'default',
          searchCount,
          isPaywallDisabled: false,
          showPaywall: paywallApplies(user !== null, searchCount),
          showScheduleDemo: false,
          footerCtaText: FOOTER_CTA_TEXT,
          footerCtaLink: FOOTER_CTA_LINK,
          enableScraperTokenTracking: false,
        },
        environment: {
          countryCode: DEFAULT_COUNTRY_CODE,
          percentOfBotsAllowed: 100,
          loggedOutBotDetection: false,
          loggedInBotDetection: false,
          enableBotDetectionHasLiedOs: false,
          enableBotDetectionHasLiedBrowser: false,
          isCaptchaEnabled: ctx.config.captchaSecret !== null,
          captchaSiteKey: ctx.config.captchaSiteKey,
          purchaseHost: ctx.config.purchaseHost,
        },
      };
      const serialize = keptRead && fromRead ? reply.getSerializationFunction('200', JSON_MEDIA_TYPE) : undefined;
      if (!keptRead || signUp === null || !serialize) return answer;
      const json = serialize(answer);
      keptAnswers.set(keptRead, {
        json,
        // The next UTC midnight, and the next day since sign-up.
        until: Math.min((Math.floor(now / DAY_MS) + 1) * DAY_MS, signUp + (daysSinceSignUp + 1) * DAY_MS),
      });
      return sendSerialized(reply, json);
    },
  };

  /**
   * What the active state shows of a logged-in user. loadSession has read the session, the user, a
   * team account's parent and the session's facts (its searches, the user's live sessions, the plan
   * holder's subscriptions) in one query; without those facts, two more run together. Nothing is
   * cached between requests, so a purchase, cancellation or logout shows on the very next one.
   */
  async function loggedInFacts(request: FastifyRequest, user: UserRow, sessionId: string) {
    let planHolder = await planHolderOfRequest(db, request, user);
    const { facts } = request.rs;
    const known = facts?.userId === user.id && facts.planHolderId === planHolder.id ? facts : null;
    const [counts, billing] = await Promise.all([
      known
        ? { searches: known.searchCount, activeSessions: known.activeSessionCount }
        : sessionCounts(db.kysely, sessionId, user.id, new Date().toISOString()).then(([row]) => row),
      currentBilling(db, planHolder.id, known?.liveSubscriptions),
    ]);
    if (!counts) throw new Error('The session counts answered no row');
    // Settling an overdue subscription may have just taken the plan away: show the row as it is now.
    if (billing.settled) {
      planHolder =
        (await db.kysely.selectFrom('users').selectAll().where('id', '=', planHolder.id).executeTakeFirst()) ??
        planHolder;
    }
    const userState = loggedInUserState(user, {
      planHolder,
      sessionId,
      isTooManyActiveSessions: exceedsSessionLimit(ctx, user, Number(counts.activeSessions ?? 0)),
    });
    // Built from loadSession's read alone (no query of its own, nothing settled): it may be kept with that read.
    const fromRead = known !== null && !billing.settled;
    return { userState, billing, searchCount: Number(counts.searches ?? 0), fromRead };
  }

  /** The concurrent-session limit of a user; null for the infinitelogin role. */
  function sessionLimit(user: UserRow): number | null {
    return hasUnlimitedSessions(user) ? null : Math.max(1, ctx.config.maxActiveSessions);
  }

  async function sessionInfo(user: UserRow, sessionId: string): Promise<Schemas['SessionInfo']> {
    const session = await db.kysely
      .selectFrom('sessions')
      .select(['killed_at', 'expires_at'])
      .where('id', '=', sessionId)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    return {
      sessionId,
      isActiveSession: session !== undefined && session.killed_at === null && session.expires_at > nowIso(),
      isTooManyActiveSessions: await hasTooManySessions(ctx, user),
      activeSessionCount: await countActiveSessions(db, user.id),
      maxActiveSessions: sessionLimit(user),
    };
  }

  return handlers;
}
