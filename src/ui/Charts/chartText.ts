/**
 * Wording the charts need that the specs do not give ("not shown"), and the developer errors of
 * the chart rules of doc 2 §5: our own wording, kept beside the charts (spec texts live in
 * src/lib/spec/text.ts).
 */
export const CHART_TEXT = {
  // Developer errors (doc 2 §5 rules)
  gaugeOutOfRange: 'Gauge value must be between {min} and {max}; got {value}.',
  histogramMaxNotPositive: 'Histogram max must be above 0; got {max}.',
  tornadoNegativeMin: 'Tornado chart minimum value may not be negative; got {min}.',
  tornadoMissingId: 'Tornado chart with selection: row "{label}" has no id.',
  tornadoDuplicateId: 'Tornado chart with selection: the id "{id}" is used by more than one row.',
  vennSetCount: 'Venn chart needs 2 or 3 sets; got {count}.',
  vennUnknownSet: 'Venn chart overlap names the unknown set "{set}".',
  vennNegativeSize: 'Venn chart sizes may not be negative; got {size} for {sets}.',
  historySeriesCount: 'History chart needs 1 or 2 series; got {count}.',
  historyLength: 'History chart series "{series}" has {values} values for {dates} dates.',
  savingsNegativePrice: 'Savings chart prices may not be negative; got {price}.',
  // Screen-reader summaries and visible labels (ours)
  gaugeSummary: '{label}: {value} out of 100',
  histogramSummary: '{label}, against a maximum of {max}',
  tornadoSummary: '{label}: {left} versus {right}, {count} rows',
  historySummary: '{label}: {count} points from {start} to {end}',
  historyEmpty: 'No history yet',
  sparklineSummary: '{label}: {values}',
  sparklineEmpty: '{label}: no data',
  vennSummary: '{label}: {sets}',
  savingsSummary: '{ours} {ourPrice} versus {competitor} {competitorPrice} {period}: you save {saving}',
  savingsNoSaving: '{ours} {ourPrice} versus {competitor} {competitorPrice} {period}: no saving',
  ourName: 'Rivalscope',
  savingsYouSave: 'You save {saving}',
  savingsNone: 'No saving',
  savingsLabel: 'Savings',
  perMonth: '/mo',
  perYear: '/yr',
  perMonthLong: 'per month',
  perYearLong: 'per year',
  selectRow: 'Select {label}',
  tableSeries: 'Series',
  tableValue: 'Value',
  tableDate: 'Date',
  tableRow: 'Row',
  tableSets: 'Sets',
  tableSize: 'Size',
  tableBar: 'Bar',
  tableCost: 'Cost',
  setJoiner: ' & ',
} as const;
