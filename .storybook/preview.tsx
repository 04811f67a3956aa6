import '../src/ui/global.css';

import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

import { withRouter, withStoreState } from './decorators';

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [mswLoader()],
  decorators: [withRouter, withStoreState],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Violations fail the story's test (and show red in the a11y panel).
    a11y: { test: 'error' },
    options: { storySort: { order: ['Introduction', 'Pages', 'Flows', 'Panel', 'UI', '*'] } },
  },
};

export default preview;
