import { useMemo } from 'react';
import { useSnapshot } from 'valtio';

import { AI_PROMO_UNKNOWN_PAGE, aiPromoSfu } from './buildAiPromoUrl';
import { FooterView } from './FooterView';
import { footerCta, footerLinkGroups } from './siteFooterModel';
import { tracking } from '../../state/tracking';
import { user } from '../../state/user';
import { useLinkTo } from '../shell/links';

/** The part of the app Shell's slot props the footer reads (features cannot import src/app). */
export interface SiteFooterProps {
  /** The route shown, or undefined while an unknown path is on its way to the 404 page. */
  route: { name: string } | undefined;
}

/**
 * The site footer in the app Shell's footer slot (doc 1 §2 "Footer"): links by route name, the
 * call to action from the tracking state, and the AI promo with the user id (or 'free') and the
 * current route's name as its source marker.
 */
export function SiteFooter({ route }: SiteFooterProps) {
  const linkTo = useLinkTo();
  const { isLoggedIn, userId, isFullUser } = useSnapshot(user);
  const { footerCtaText, footerCtaLink } = useSnapshot(tracking);

  const linkGroups = useMemo(() => footerLinkGroups(linkTo), [linkTo]);
  const cta = useMemo(
    () => footerCta({ footerCtaText, footerCtaLink, isFullUser }, linkTo),
    [footerCtaText, footerCtaLink, isFullUser, linkTo],
  );

  return (
    <FooterView
      linkGroups={linkGroups}
      cta={cta}
      page={route?.name ?? AI_PROMO_UNKNOWN_PAGE}
      sfu={aiPromoSfu({ isLoggedIn, userId })}
    />
  );
}
