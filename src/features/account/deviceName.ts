/**
 * A short, readable name for the device of a session from its browser's user agent ('Chrome on
 * Windows'), so a user can tell their sessions apart; null when the agent says nothing useful.
 * Ours: the spec lists sessions without saying how to show them.
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone|\biPad|\biPod/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (agent: string, table: readonly [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(agent))?.[1];

export function deviceName(userAgent: string | null | undefined): string | null {
  const agent = userAgent ?? '';
  const browser = first(agent, BROWSERS);
  const system = first(agent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? null;
}
