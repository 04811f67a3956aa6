/**
 * The collector: keeps the research corpus and the tracked ranks fresh with scheduled SERP checks
 * on the job queue (see run.ts). The admin page reads and changes it through these exports.
 */
export { COLLECT_SCHEDULE_QUEUES, COLLECT_SERP_QUEUE } from './constants';
export { registerCollector, type CollectorOptions } from './run';
export {
  DEFAULT_COLLECTOR_SETTINGS,
  getCollectorSettings,
  updateCollectorSettings,
  type CollectorSettings,
} from './settings';
export { budgetUse, listFailedChecks, monthOf, type BudgetUse, type FailedCheck } from './status';
export { universeSize, type UniverseSize } from './universe';
