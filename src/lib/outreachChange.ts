/**
 * A change to an outreach page's or website's own state (relationship, rating, tags) and the line
 * its history keeps ('Relationship changed from none to contacted'): one wording for the server
 * and the mocks. `Status` is the contract's OutreachRelationshipStatus.
 */
export type OutreachChange<Status extends string = string> =
  { kind: 'relationship'; value: Status } | { kind: 'rating'; value: number } | { kind: 'tags'; value: string[] };

/** The history action each kind of change writes (LinkHistoryEntry.action). */
export const OUTREACH_CHANGE_ACTION = {
  relationship: 'relationshipChanged',
  rating: 'ratingChanged',
  tags: 'tagsChanged',
} as const satisfies Record<OutreachChange['kind'], string>;

/** What a page or website holds before the change. */
export interface OutreachState {
  relationshipStatus: string;
  rating: number;
  tags: readonly string[];
}

const stars = (n: number) => (n === 0 ? 'unrated' : `${n} star${n === 1 ? '' : 's'}`);

/** The history line of `change`, or null when it changes nothing (no row is written). */
export function outreachChangeText(change: OutreachChange, before: OutreachState): string | null {
  switch (change.kind) {
    case 'relationship':
      return before.relationshipStatus === change.value
        ? null
        : `Relationship changed from ${before.relationshipStatus} to ${change.value}`;
    case 'rating':
      return before.rating === change.value
        ? null
        : `Rating changed from ${stars(before.rating)} to ${stars(change.value)}`;
    case 'tags':
      return JSON.stringify(before.tags) === JSON.stringify(change.value)
        ? null
        : change.value.length
          ? `Tags set to ${change.value.join(', ')}`
          : 'Tags cleared';
  }
}
