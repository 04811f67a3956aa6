// The browser every test and benchmark drives (story tests, the end-to-end test, the bundle bench).
/**
 * Debian's Chromium, never a downloaded browser. The networking flags keep it from dialling out
 * (this machine has no internet); the rendering flags keep screenshots identical across machines.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];
