import '../src/ui/global.css';
import '../src/ui/fontSubsets.css';

import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

import { withRouter, withStoreState } from './decorators';
import { startMockWorker } from '../src/mocks/browser';
import { mockDbLoader } from '../src/mocks/db';

const preview: Preview = {
  tags: ['autodocs'],
  // Every operation is mocked (src/mocks/handlers); a story overrides a group through
  // parameters.msw.handlers and seeds the in-memory mock database through parameters.mockDb.
  // An unmocked request is an error, which fails the story's test.
  loaders: [mswLoader(startMockWorker), mockDbLoader],
  decorators: [withRouter, withStoreState],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Violations fail the story's test (and show red in the a11y panel).
    a11y: { test: 'error' },
    // Story titles, one scheme (the story's name is the state, so the sidebar reads
    // "UI / Table / Empty"; the title leads to the file):
    //   UI/<Widget>               a widget of src/ui, in words (the charts: UI/Charts/<Chart>)
    //   Pages/<Area>/<Page>       a connected screen of src/features/<area>, as the app renders it
    //                             (Pages/Auth/Log in); the layout's header and footer and the
    //                             shell's frames are pages of the areas Layout and Shell
    //   Pages/<Area>/<Page>/View  its presentational view, every state set by props
    //   Pages/<Area>/<Page>/<Part> a part of that page (Pages/Home/Home page/Search)
    //   API contract/…            the docs pages
    options: { storySort: { order: ['Introduction', 'Pages', 'Flows', 'Panel', 'UI', '*'] } },
  },
};

export default preview;
