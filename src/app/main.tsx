import '../ui/global.css';

import { createAppRouter } from './appRouter';
import { configureApi } from '../api/client';
import { startApp } from '../prerender/hydration';
import { environment, loadActiveState } from '../state';

// Every /NsaApi call carries the visitor's country; a scraper-token flag reloads the state first.
configureApi({ getCountryCode: () => environment.countryCode, onTrackingRefresh: loadActiveState });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// The guard chain runs as the router's first load, before the first render or hydration.
void startApp(root, createAppRouter());
