import { expect, waitFor, within } from 'storybook/test';

/**
 * A research page's tables and charts come in chunks of their own after its first render
 * (src/features/research/shared/deferredParts.ts): a block shows grey rows until its part is in.
 * Waits until no block is grey any more.
 */
export async function deferredPartsLoaded(canvasElement: HTMLElement) {
  await waitFor(() => expect(within(canvasElement).queryAllByTestId('block-skeleton')).toHaveLength(0), {
    timeout: 10_000,
  });
}
