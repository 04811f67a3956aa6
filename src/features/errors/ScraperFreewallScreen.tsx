import { useLocation } from 'react-router-dom';

import { ScraperFreewallView } from './ScraperFreewallView';
import { freewallSectionFromHash, safeReturnUrl } from '../../lib/freewall';

/** The hash picks the section; `?returnUrl=` is where the visitor was going when the wall stopped them. */
export function ScraperFreewallScreen() {
  const { hash, search } = useLocation();
  const returnUrl = safeReturnUrl(new URLSearchParams(search).get('returnUrl'));
  return <ScraperFreewallView section={freewallSectionFromHash(hash)} returnUrl={returnUrl} />;
}
