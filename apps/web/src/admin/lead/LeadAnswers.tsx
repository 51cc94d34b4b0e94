import type { RouterOutputs } from '@sme/api';

type Answer = RouterOutputs['admin']['leads']['detail']['answers'][number];

/** Every answer the visitor gave, label beside value, in the order of the form they filled in. */
export function LeadAnswers({ answers, erased }: { answers: Answer[]; erased: boolean }) {
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
              <dd className="break-words whitespace-pre-line">{answer.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
