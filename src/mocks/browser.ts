/**
 * The MSW worker for Storybook and the dev-only mock switch. `startMockWorker()` starts it with
 * unhandled requests as errors (the browser's own asset and Storybook/Vite requests excepted), so a
 * screen that calls an unmocked endpoint fails loudly. For Storybook pass it to the loader:
 *   loaders: [mswLoader(startMockWorker), mockDbLoader]   (in .storybook/preview.tsx)
 */
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';

import { allHandlers } from './handlers';

export const worker = setupWorker(...allHandlers);

const TOOLING_REQUEST =
  /\.eot$|\.mdx$|sb-common-assets|__webpack_hmr|iframe\.html|sb-vite|@vite|@react-refresh|\/virtual:|\.stories\.|\/node_modules\/|\/@fs\/|\/src\//;

export async function startMockWorker(): Promise<typeof worker> {
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request) || TOOLING_REQUEST.test(request.url)) return;
      print.error();
    },
  });
  return worker;
}
