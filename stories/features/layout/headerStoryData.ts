/**
 * Header models for the View stories: the real rules (buildHeaderModel) and the real route table
 * (linkTo), for each kind of user of the mock presets (doc 1 §6).
 */
import { linkTo } from '../../../src/app/linkTo';
import { buildHeaderModel, type HeaderInput, type HeaderModel } from '../../../src/features/layout/headerModel';
import type { LinkBuilder } from '../../../src/features/shell/links';
import { userPreset, type UserPreset } from '../../../src/mocks/fixtures';

export const SEO_ROUTE = { name: 'seo:overview', meta: {} };

export function headerModelFor(kind: UserPreset, overrides: Partial<HeaderInput> = {}): HeaderModel {
  return buildHeaderModel(
    {
      route: SEO_ROUTE,
      user: userPreset(kind),
      showScheduleDemo: false,
      countryCode: 'US',
      returnUrl: '/seo/overview/domain?query=example.com',
      ...overrides,
    },
    linkTo as LinkBuilder,
  );
}

/** The Pricing link's address: mainpurchase with page=default and click=sw2. */
export const PRICING_HREF = linkTo('mainpurchase', {}, { page: 'default', click: 'sw2' });
