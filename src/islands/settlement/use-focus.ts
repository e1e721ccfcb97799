import { useStore } from '@nanostores/react';
import { type RefObject, useEffect, useRef } from 'react';
import { focusNews } from '../../lib/focus-news.ts';
import type { ClaimMoneyPart } from '../../lib/settlement/claim-money-part.ts';
import type { MoneyAction } from '../../lib/settlement/money-rules.ts';

/**
 * The heading of a part of the money section, which takes focus once a save there has closed its
 * form: the button pressed is gone, and the news (the new amounts, the letter sent) is here.
 */
export function useNewsFocus<T extends HTMLElement>(
  part: ClaimMoneyPart,
  parts: readonly MoneyAction[],
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const news = useStore(part.$news);
  useEffect(() => {
    if (news && parts.includes(news.part)) focusNews(ref.current);
  }, [news, parts]);
  return ref;
}

/**
 * A refusal that names only fields leaves no message under the form to take focus (FormProblem
 * does when there is one): focus then goes to the first field at fault, whose message is tied to it.
 */
export function useFirstFault(
  form: RefObject<HTMLFormElement | null>,
  fields: Record<string, string>,
  general: string,
) {
  useEffect(() => {
    if (general || Object.keys(fields).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, fields, general]);
}
