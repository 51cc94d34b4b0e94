import {
  businessLocationOptions,
  cardProviders,
  messages,
  takePaymentOptions,
  type BusinessLocationOption,
  type CardProvider,
  type TakePaymentOption,
} from '@sme/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { toast } from '../../ui/toast.ts';
import { useLocation } from 'wouter';
import { paths } from '../../app/paths.ts';
import { deferred } from '../../app/deferred.tsx';
import { useTRPC } from '../../app/trpc.ts';
import { BrokerDisclosure } from '../../ui/BrokerDisclosure.tsx';
import { showDialog } from '../../ui/dialogs.ts';
import { ChoiceTiles } from '../shared/ChoiceTiles.tsx';
import { CashAdvanceFrame } from './CashAdvanceFrame.tsx';
import { firstProblem, useFirstLoadRules } from '../../forms/answer-rule.ts';
import { HoneypotField } from '../../forms/bot-trap/HoneypotField.tsx';
import { useBotTrap } from '../../forms/bot-trap/use-bot-trap.ts';
import { PrivacyNotice } from '../../forms/PrivacyNotice.tsx';
import { clearSessionDraft, useSessionDraftState } from '../../forms/session-draft.ts';
import { visitFields } from '../../attribution/visit.ts';
import type { AdvanceEstimateControl } from './AdvanceEstimate.tsx';

// The optional estimate loads after the page (only when the business has entered cash-advance figures does it show).
const AdvanceEstimate = deferred(() => import('./AdvanceEstimate.tsx').then((module) => module.default));

/**
 * /merchant-service (spec §2, §4, §5): the current card payment provider, how payments are taken, where the
 * business trades and its registered name. Next checks all four are given ('Please fill up all the options !'
 * otherwise, and nothing is sent), fetches the location data, creates the application and goes on to
 * 'Choose your product' for it. A failed store is 'Something wrong !' (spec §8) and keeps what was typed.
 */
interface MerchantAnswers {
  cardProvider: CardProvider | null;
  takePayment: TakePaymentOption | null;
  businessLocation: BusinessLocationOption | null;
  businessName: string;
}
const blankAnswers: MerchantAnswers = {
  cardProvider: null,
  takePayment: null,
  businessLocation: null,
  businessName: '',
};
const draft = 'merchant-service';
type ChoiceKey = 'cardProvider' | 'takePayment' | 'businessLocation';

export default function MerchantServicePage() {
  const id = useId();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [answers, setAnswers] = useSessionDraftState<MerchantAnswers>(draft, blankAnswers);
  const { cardProvider, takePayment, businessLocation, businessName } = answers;
  const answer = (next: Partial<MerchantAnswers>) => setAnswers((now) => ({ ...now, ...next }));
  // One of the three questions answered with a tile: the providers' longer list takes three columns.
  const question = <Key extends ChoiceKey>(
    key: Key,
    name: string,
    options: readonly NonNullable<MerchantAnswers[Key]>[],
    legend: string,
  ) => (
    <ChoiceTiles<NonNullable<MerchantAnswers[Key]>>
      legendVisible
      legend={legend}
      name={name}
      options={options}
      value={answers[key] ?? null}
      onChange={(value) => answer({ [key]: value })}
      columns={key === 'cardProvider' ? 'grid-cols-1 min-[400px]:grid-cols-2 sm:grid-cols-3' : 'sm:grid-cols-2'}
    />
  );
  const estimate = useRef<AdvanceEstimateControl | null>(null);
  // Whether the estimate is on the page (the business has entered cash-advance figures): Next then waits for its code.
  const estimateShown = useQuery(trpc.finance.figures.queryOptions()).data?.cashAdvance != null;
  const [locating, setLocating] = useState(false);
  const create = useMutation(trpc.cashAdvance.create.mutationOptions());
  const trap = useBotTrap();
  const rules = useFirstLoadRules();
  const busy = locating || create.isPending;

  const submit = async () => {
    // The server's own rules: 'Please fill up all the options !' for any answer left out, and nothing is sent.
    const checked = (await rules()).merchantServiceRules.safeParse({
      card_provider: cardProvider ?? undefined,
      take_payment: takePayment ?? undefined,
      business_location: businessLocation ?? undefined,
      business_name: businessName,
    });
    if (!checked.success) {
      void showDialog('warning', firstProblem(checked.error));
      return;
    }
    // The optional estimate: sent when both figures are given (the server works its figures out again). Its code
    // loads after the page: what was typed before it arrived is in it once it has.
    if (estimateShown) await estimateAdopted(estimate);
    const estimated = estimate.current?.check() ?? { ok: true };
    if (!estimated.ok) return;
    const advanceEstimate = estimated.ok ? estimated.input : undefined;
    setLocating(true);
    let locationData;
    try {
      locationData = (await queryClient.fetchQuery(trpc.cashAdvance.locationData.queryOptions())).collections;
    } catch {
      toast.error(messages.somethingWrong);
      return;
    } finally {
      setLocating(false);
    }
    create.mutate(
      {
        location_data: locationData,
        ...checked.data,
        ...(advanceEstimate && { advanceEstimate }),
        ...trap.fields(),
        ...visitFields(),
      },
      {
        onSuccess: ({ collections }) => {
          clearSessionDraft(draft);
          estimate.current?.clear();
          // The takings typed for the estimate start the card-machine cost estimator on the next page.
          const takings = advanceEstimate ? `?takings=${advanceEstimate.monthlyTakingsPounds}` : '';
          navigate(`${paths.chooseProduct(collections.id)}${takings}`);
        },
        onError: () => toast.error(messages.somethingWrong),
      },
    );
  };

  return (
    <CashAdvanceFrame
      title="Merchant cash advance"
      description="Tell us how you take card payments today and compare card machines and merchant cash advance offers."
      width="max-w-4xl"
    >
      <p className="mt-2 max-w-2xl text-slate-700">
        Tell us how you take card payments today. We will show you card machines that fit, and an adviser can talk you
        through a cash advance against your future card sales.
      </p>
      <AdvanceEstimate control={estimate} />
      <form
        noValidate
        className="mt-8 space-y-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        aria-busy={busy || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void submit();
        }}
      >
        <HoneypotField trap={trap} />
        {question('cardProvider', 'card_provider', cardProviders, 'Who is your current card payment provider?')}
        {question('takePayment', 'take_payment', takePaymentOptions, 'How do you take payments?')}
        {question('businessLocation', 'business_location', businessLocationOptions, 'Where is your business located?')}
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
            value={businessName}
            aria-describedby={`${id}-business-name-hint`}
            onChange={(event) => answer({ businessName: event.target.value })}
          />
        </div>
        <PrivacyNotice purpose="application" className="mt-6" />
        <div className="flex justify-end">
          <button type="submit" className="btn-primary w-full sm:w-auto" aria-disabled={busy || undefined}>
            {busy ? 'Saving...' : 'Next'}
          </button>
        </div>
      </form>
      <BrokerDisclosure kind="funding" className="mt-8" />
    </CashAdvanceFrame>
  );
}

/** Waits (a few seconds at most) until the deferred estimate has taken over its fields and answers the form. */
async function estimateAdopted(control: { current: AdvanceEstimateControl | null }) {
  const tick = () => new Promise((done) => setTimeout(done, 50));
  if (control.current) return;
  for (let tries = 0; !control.current && tries < 100; tries += 1) await tick();
  // Once adopted, what was typed before is put back into its fields: let that render first.
  await tick();
}
