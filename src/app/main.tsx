import '../ui/global.css';

import { createAppRouter, whenPagePainted } from './appRouter';
import { deferSiteHeader, loadSiteHeader } from './siteHeaderSlot';
import { configureApi } from '../api/requestContext';
import { startApp } from '../prerender/hydration';
import { PRERENDERED_ATTRIBUTE } from '../prerender/markers';
import { environment, loadActiveState } from '../state';

// Every /NsaApi call carries the visitor's country; a scraper-token flag reloads the state first.
configureApi({ getCountryCode: () => environment.countryCode, onTrackingRefresh: loadActiveState });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// A prerendered page hydrates before its header's code arrives (./siteHeaderSlot.tsx); if a guard
// sends the visitor elsewhere instead, that page is drawn with its header.
if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) deferSiteHeader();

// The guard chain runs as the router's first load, before the first render or hydration. Inter's
// faces beyond Latin (src/ui/fontSubsets.css) load once the first page's heading has painted.
const router = createAppRouter();
void startApp(root, router, { beforeRender: loadSiteHeader });
void whenPagePainted().then(() => import('../ui/fontSubsets.css'));
