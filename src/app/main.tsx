import '../ui/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './App';
import { configureApi } from '../api/client';
import { environment, loadActiveState } from '../state';

// Every /NsaApi call carries the visitor's country; a scraper-token flag reloads the state first.
configureApi({ getCountryCode: () => environment.countryCode, onTrackingRefresh: loadActiveState });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
