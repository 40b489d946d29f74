'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { FieldIssue } from '../../lib/account/account-form-state';

type Issues<Field extends string> = Partial<Record<Field, FieldIssue>>;

/**
 * The field checks the account forms share: with script, a submit with issues is stopped
 * and the issues shown (focus on the first, in field order, when `focusFirst`); otherwise
 * the server action's issues show. A notice from the server takes the focus.
 */
export function useCheckedFields<Field extends string>(options: {
  fields: readonly Field[];
  issuesOf: (form: HTMLFormElement) => Issues<Field>;
  state: { fieldIssues: Issues<Field>; notice?: unknown };
  focusFirst: boolean;
}) {
  const { fields, issuesOf, state, focusFirst } = options;
  const [checked, setChecked] = useState<Issues<Field> | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (state.notice) noticeRef.current?.focus();
  }, [state]);

  function check(event: FormEvent<HTMLFormElement>) {
    const found = issuesOf(event.currentTarget);
    const first = fields.find((field) => found[field] !== undefined);
    if (first === undefined) {
      setChecked(null);
      return;
    }
    event.preventDefault();
    setChecked(found);
    if (focusFirst) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    }
  }

  /** Keeps shown issues current while the shopper corrects the fields after a submit. */
  function recheck(form: HTMLFormElement) {
    if (checked !== null) setChecked(issuesOf(form));
  }

  return { issues: checked ?? state.fieldIssues, noticeRef, check, recheck };
}
