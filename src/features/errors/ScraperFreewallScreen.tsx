import { useLocation } from 'react-router-dom';

import { ScraperFreewallView } from './ScraperFreewallView';
import { freewallSectionFromHash } from '../../lib/freewall';
import { safeReturnUrl } from '../../lib/returnUrl';
import { RETURN_URL_PARAM } from '../../lib/spec/navigation';

/** The hash picks the section; `?returnUrl=` is where the visitor was going when the wall stopped them. */
export function ScraperFreewallScreen() {
  const { hash, search } = useLocation();
  const returnUrl = safeReturnUrl(new URLSearchParams(search).get(RETURN_URL_PARAM)) ?? '/';
  return <ScraperFreewallView section={freewallSectionFromHash(hash)} returnUrl={returnUrl} />;
}
