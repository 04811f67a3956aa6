import { useEffect, useState } from 'react';

import type { AddTeamMembersProps } from './AddTeamMembers';
import {
  addFailureFrom,
  MAX_EMAILS_PER_ADD,
  PREVIEW_DELAY_MS,
  type AddChildAccountsResult,
  type AddOutcome,
  type BillPreview,
} from './team';
import { addChildAccounts, previewChildAccountBill } from '../../api/child-accounts';
import { useMountedRef } from '../shell/useMountedRef';

/** What the add form's screen keeps: everything AddTeamMembers shows but its links. */
export type AddTeamMembersState = Pick<
  AddTeamMembersProps,
  'emails' | 'onEmailsChange' | 'onSubmit' | 'preview' | 'onRetryPreview' | 'isAdding' | 'outcome'
>;

const IDLE: BillPreview = { status: 'idle', bill: null };

/**
 * The add-team-members form's calls, for the screens that show it (Team Management, add-users):
 * the addresses entered, their bill preview (previewChildAccountBill, once the list has been still
 * for a moment; a later answer replaces an earlier one), and the add itself (addChildAccounts).
 * The addresses are kept through every failure, and cleared once they are added.
 */
export function useAddTeamMembers({
  onAdded,
}: { onAdded?: (result: AddChildAccountsResult) => void } = {}): AddTeamMembersState {
  const mounted = useMountedRef();
  const [emails, setEmails] = useState<readonly string[]>([]);
  const [preview, setPreview] = useState<BillPreview>(IDLE);
  const [previewAttempt, setPreviewAttempt] = useState(0);
  const [isAdding, setIsAdding] = useState(false);
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);

  useEffect(() => {
    if (emails.length === 0 || emails.length > MAX_EMAILS_PER_ADD) return;
    let current = true;
    const timer = window.setTimeout(() => {
      previewChildAccountBill({ emails: [...emails] }).then(
        (bill) => {
          if (current) setPreview({ status: 'ready', bill });
        },
        () => {
          if (current) setPreview({ status: 'failed', bill: null });
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [emails, previewAttempt]);

  const onEmailsChange = (next: string[]) => {
    setEmails(next);
    setPreview((previous) =>
      next.length === 0 || next.length > MAX_EMAILS_PER_ADD ? IDLE : { status: 'loading', bill: previous.bill },
    );
    // The billing error and the addresses a failed add named stay until the next add; a success
    // or a plain failure is about a list that has now changed.
    setOutcome((previous) => (previous?.kind === 'added' || previous?.kind === 'failed' ? null : previous));
  };

  const onSubmit = async (list: string[]) => {
    setIsAdding(true);
    setOutcome(null);
    try {
      const result = await addChildAccounts({ emails: list });
      if (!mounted.current) return;
      setOutcome({ kind: 'added', emails: result.childAccounts.map((c) => c.email), billing: result.billing });
      setEmails([]);
      setPreview(IDLE);
      onAdded?.(result);
    } catch (error) {
      if (mounted.current) setOutcome(addFailureFrom(error, list));
    } finally {
      if (mounted.current) setIsAdding(false);
    }
  };

  return {
    emails,
    onEmailsChange,
    onSubmit: (list) => void onSubmit(list),
    preview,
    onRetryPreview: () => {
      setPreview((previous) => ({ status: 'loading', bill: previous.bill }));
      setPreviewAttempt((n) => n + 1);
    },
    isAdding,
    outcome,
  };
}
