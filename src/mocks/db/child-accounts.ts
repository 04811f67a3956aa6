/** The child-accounts tag's state: ids of new team members (the list itself is MockDb.childAccounts). */
import { getMockDb, guid } from './state';

export function nextChildId(): string {
  const db = getMockDb();
  db.counters.child += 1;
  return guid('c1d00000', db.counters.child);
}
