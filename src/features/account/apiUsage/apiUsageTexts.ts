/**
 * The API Usage page's own wording (route account:api). Doc 1 names the page and its calls
 * (GetUserApiInfo, GetApiMonthlyUsageData, GetGenerateApiKey) and the 10,000-row limit, not its copy.
 */
export const API_USAGE_TEXT = {
  lead: 'Your API key, and the rows our API has served you each month against your plan’s limit.',
  loading: 'Loading your API key and usage…',
  loadFailed: 'We could not load your API details. Check your connection and try again.',
  retry: 'Try again',
  docsLink: 'Read the API documentation',

  keyHeading: 'Your API key',
  keyLabel: 'API key',
  noKey: 'You have no API key yet. Generate one to call the API from your own programs.',
  generate: 'Generate an API key',
  regenerate: 'Generate a new key',
  generating: 'Generating your key…',
  generated: 'Your new key is ready. Copy it now: once you leave this page we show only its first characters.',
  storedKeyNote:
    'For your security the whole key is shown only once, when it is generated. Lost it? Generate a new one.',
  show: 'Show the key',
  hide: 'Hide the key',
  copy: 'Copy the key',
  copied: 'The key is copied to your clipboard.',
  copyFailed: 'We could not copy the key. Show it, then select and copy it yourself.',
  generateFailed: 'We could not generate a key. Please try again.',

  confirmTitle: 'Replace your API key?',
  confirmMessage:
    'Your current key stops working as soon as the new one is made. Programs that use it need the new key.',
  confirmGenerate: 'Generate a new key',
  keepKey: 'Keep my current key',

  upsellHeading: 'Your plan does not include API access',
  upsellBody: 'API keys come with a paid plan, with up to {limit} rows a month.',
  upgradeLink: 'See upgrade options',

  usageHeading: 'Rows used',
  thisMonth: '{used} of {limit} rows used this month ({share}%).',
  noUsage: 'You have not used the API yet. Rows our API serves you will be counted here, month by month.',
  chartLabel: 'Rows used per month',
  chartSummary:
    'Rows used per month from {first} to {last}, against a limit of {limit} rows. Months over the limit: {over}.',
  limitLine: 'Limit {limit}',
  tableCaption: 'Rows used per month, newest first',
  month: 'Month',
  rowsUsed: 'Rows used',
  rowLimit: 'Limit',
  share: '% of limit',
} as const;
