import {
  businessLocationOptions,
  cardProviders,
  messages,
  takePaymentOptions,
  type CashAdvanceSettings,
} from '@sme/domain';
import { useRef, useState } from 'react';
import { visitFields } from '../../attribution/visit.ts';
import { firstProblem, useFirstLoadRules } from '../../forms/answer-rule.ts';
import { HoneypotField } from '../../forms/bot-trap/HoneypotField.tsx';
import { useBotTrap } from '../../forms/bot-trap/use-bot-trap.ts';
import { readFields } from '../../forms/plain-form.ts';
import type { PostedForm } from '../../forms/posted-form.ts';
import { PrivacyNotice } from '../../forms/PrivacyNotice.tsx';
import { clearSessionDraft, draftAttributes, usePlainFormDraft } from '../../forms/session-draft.ts';
import { useSubmission } from '../../forms/use-submission.ts';
import { showDialog } from '../../ui/dialogs.ts';
import { toast } from '../../ui/toast.ts';
import { ChoiceTiles } from '../shared/ChoiceTiles.tsx';
import { laterPart } from '../../app/later-part.ts';
import type { AdvanceEstimateControl } from './AdvanceEstimate.tsx';
import {
  afterMerchantService,
  cashAdvanceForms,
  estimateFieldNames,
  merchantDraft,
  merchantFieldNames,
} from './cash-advance-forms.ts';
import { useIslandId } from '../../app/use-island-id.ts';

// The estimate's code (its figures and rules) loads once the form's own has run; the server renders it (preloaded).
const AdvanceEstimate = laterPart(() => import('./AdvanceEstimate.tsx').then((module) => module.default));

/** What the form's server render needs loaded first (laterPart). */
export const preloadMerchantServiceParts = () => AdvanceEstimate.preload();

/** The three questions answered with a tile, by their field's name. */
const questions = [
  { name: 'card_provider', options: cardProviders, legend: 'Who is your current card payment provider?' },
  { name: 'take_payment', options: takePaymentOptions, legend: 'How do you take payments?' },
  { name: 'business_location', options: businessLocationOptions, legend: 'Where is your business located?' },
] as const;

/**
 * The merchant-service form (spec §2, §4, §5): the current card payment provider, how payments are taken, where the
 * business trades and its registered name, with the optional estimate above them when the business has entered its
 * cash-advance figures (`settings`). A plain form (cash-advance-forms.ts): its tiles are radio buttons and its values
 * live in its fields, so what was chosen or typed before the page's code arrived is what Next sends, and the server
 * takes it without the code. With the code, Next checks all four are given ('Please fill up all the options !'
 * otherwise, and nothing is sent), fetches the location data and creates the application, then `onCreated` goes on to
 * 'Choose your product'. A failed store is 'Something wrong !' (spec §8) and keeps what was typed.
 */
export function MerchantServiceForm({
  settings,
  posted,
  onCreated,
}: {
  settings: CashAdvanceSettings | null;
  /** The form as the server answered it when it was sent before the page's code arrived and not taken. */
  posted?: PostedForm;
  /** Where a created application leads (afterMerchantService's address). */
  onCreated: (href: string) => void;
}) {
  const id = useIslandId();
  const formRef = useRef<HTMLFormElement>(null);
  const estimate = useRef<AdvanceEstimateControl | null>(null);
  const trap = useBotTrap();
  const rules = useFirstLoadRules();
  const { busy, submit } = useSubmission();
  const [sentAgain, setSentAgain] = useState(false);
  const problems = sentAgain ? [] : (posted?.problems ?? []);
  const sent = posted?.values ?? {};
  // The same object on every render (laterPart): the estimate's server markup stays until its code has come.
  const [estimateSent] = useState(() => ({
    takings: sent.estimate_takings ?? '',
    advance: sent.estimate_advance ?? '',
  }));
  // Kept from the page's start by the frame's script on an islands page (typed before the code arrived), then here.
  usePlainFormDraft(formRef);

  const send = async (form: HTMLFormElement) => {
    const values = readFields(form, merchantFieldNames);
    // The server's own rules: 'Please fill up all the options !' for any answer left out, and nothing is sent.
    const checked = (await rules()).merchantServiceRules.safeParse({
      card_provider: values.card_provider || undefined,
      take_payment: values.take_payment || undefined,
      business_location: values.business_location || undefined,
      business_name: values.business_name,
    });
    if (!checked.success) {
      void showDialog('warning', firstProblem(checked.error));
      return;
    }
    // The optional estimate: sent when both figures are given (the server works its figures out again). Its code
    // loads after the form's: Next waits for it, and it reads what its fields hold.
    if (settings) await estimateShown(estimate);
    const estimated = estimate.current?.check() ?? { ok: true };
    if (!estimated.ok) return;
    const advanceEstimate = estimated.input;
    await submit(
      async (api) => {
        const { collections: locationData } = await api.cashAdvance.locationData.query();
        return api.cashAdvance.create.mutate({
          location_data: locationData,
          ...checked.data,
          ...(advanceEstimate && { advanceEstimate }),
          ...trap.fields(),
          ...visitFields(),
        });
      },
      {
        onSuccess: ({ collections }) => {
          clearSessionDraft(merchantDraft);
          estimate.current?.clear();
          // The takings typed for the estimate start the card-machine cost estimator on the next page.
          onCreated(afterMerchantService(collections.id, advanceEstimate?.monthlyTakingsPounds));
        },
        onError: () => toast.error(messages.somethingWrong),
      },
    );
  };

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      aria-label="Merchant service"
      className="mt-8 space-y-8"
      aria-busy={busy || undefined}
      {...draftAttributes(merchantDraft, [...merchantFieldNames, ...estimateFieldNames])}
      onSubmit={(event) => {
        event.preventDefault();
        setSentAgain(true);
        if (!busy) void send(event.currentTarget);
      }}
    >
      <input type="hidden" name="form" value={cashAdvanceForms.merchant} />
      {problems.length > 0 && (
        <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
      {settings && <AdvanceEstimate settings={settings} control={estimate} initial={estimateSent} />}
      <div className="space-y-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <HoneypotField trap={trap} />
        {questions.map(({ name, options, legend }) => (
          <ChoiceTiles<(typeof options)[number]>
            key={name}
            legendVisible
            legend={legend}
            name={name}
            options={options}
            defaultValue={options.find((option) => option === sent[name]) ?? null}
            // The providers' longer list takes three columns.
            columns={name === 'card_provider' ? 'grid-cols-1 min-[400px]:grid-cols-2 sm:grid-cols-3' : 'sm:grid-cols-2'}
          />
        ))}
        <div>
          <label htmlFor={`${id}-business-name`} className="text-lg font-semibold text-ink">
            Registered company name
          </label>
          <p id={`${id}-business-name-hint`} className="mt-1 text-sm text-slate-700">
            As it appears at Companies House, or your trading name if you are a sole trader.
          </p>
          <input
            id={`${id}-business-name`}
            name="business_name"
            className="field-input mt-3"
            autoComplete="organization"
            maxLength={200}
            defaultValue={sent.business_name ?? ''}
            aria-describedby={`${id}-business-name-hint`}
          />
        </div>
        <PrivacyNotice purpose="application" className="mt-6" />
        <div className="flex justify-end">
          <button type="submit" className="btn-primary w-full sm:w-auto" aria-disabled={busy || undefined}>
            {busy ? 'Saving...' : 'Next'}
          </button>
        </div>
      </div>
    </form>
  );
}

/** Waits (a few seconds at most) until the estimate's code has run and it answers the form. */
async function estimateShown(control: { current: AdvanceEstimateControl | null }) {
  const tick = () => new Promise((done) => setTimeout(done, 50));
  for (let tries = 0; !control.current && tries < 100; tries += 1) await tick();
}
