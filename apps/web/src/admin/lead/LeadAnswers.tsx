import type { RouterOutputs } from '@sme/api';
import { useState } from 'react';
import { smallOutlineButton } from '../console-styles.ts';
import { AnswerEditForm } from './AnswerEditForm.tsx';

type Answer = RouterOutputs['admin']['leads']['detail']['answers'][number];

/**
 * Every answer the visitor gave, label beside value, in the order of the form they filled in. An address, a business
 * name or a contact detail has an Edit beside it: staff put it right in place, and the timeline keeps the old value.
 */
export function LeadAnswers({ leadId, answers, erased }: { leadId: string; answers: Answer[]; erased: boolean }) {
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <section aria-labelledby="answers-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="answers-heading" className="mb-3 text-lg font-semibold">
        Answers
      </h2>
      {answers.length === 0 ? (
        <p>{erased ? 'The personal data was erased.' : 'No answers yet.'}</p>
      ) : (
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
          {answers.map((answer, index) => (
            <div key={`${index}-${answer.label}`} className="contents">
              <dt className="font-semibold text-slate-700">{answer.label}</dt>
              <dd className="min-w-0 break-words whitespace-pre-line">
                {answer.field && editing === answer.field ? (
                  <AnswerEditForm
                    leadId={leadId}
                    field={answer.field}
                    label={answer.label}
                    value={answer.value}
                    onDone={() => setEditing(null)}
                  />
                ) : (
                  <span className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3">
                    <span className="min-w-0">{answer.value}</span>
                    {answer.field && !erased && (
                      <button
                        type="button"
                        className={smallOutlineButton}
                        // The visible word, then which answer (WCAG 2.5.3).
                        aria-label={`Edit ${answer.label}`}
                        onClick={() => setEditing(answer.field ?? null)}
                      >
                        Edit
                      </button>
                    )}
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
