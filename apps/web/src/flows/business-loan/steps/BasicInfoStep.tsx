import { LOAN_CEILING_POUNDS, LOAN_MIN_AMOUNT, legalForms, legalFormValues, loanTerms } from '@sme/domain';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { FieldError, FlowCard, StepButtons } from '../../shared/wizard-step.tsx';
import { describedByError, LabelledInput, LabelledSelect, OptionList } from '../../../forms/fields.tsx';
import { PrivacyNotice } from '../../../forms/PrivacyNotice.tsx';
import { postcodeOf, type LoanApplication } from '../loan-application.ts';
import { PostcodeAddressSearch, type AddressSearchFound } from './PostcodeAddressSearch.tsx';
import type { CalculatorChoice } from '../../../finance/loan-calculator/calculator-link.ts';
import { HoneypotField } from '../../../forms/bot-trap/HoneypotField.tsx';
import { useBotTrap } from '../../../forms/bot-trap/use-bot-trap.ts';
import { clearSessionDraft, readDraft, writeDraft } from '../../../forms/draft-storage.ts';
import { visitFields } from '../../../attribution/visit.ts';
import { readFields, writeFields } from '../../../forms/plain-form.ts';
import { draftAttributes, keepPlainFormDraft } from '../../../forms/session-draft.ts';
import { useSubmission } from '../../../forms/use-submission.ts';
import { toastErrors } from '../../../ui/toast-errors.ts';
import type { BasicInfoValues } from '../loan-steps.ts';
import { StepPlainForm, type StepPlace } from '../../shared/StepPlainForm.tsx';
import { useIslandId } from '../../../app/use-island-id.ts';

/** Step 1's fields, in the order a visitor meets them (the first with a problem takes the focus). */
const fieldNames = [
  'borrow_ammount',
  'borrow_month',
  'company_name',
  'legal_form',
  'postcode',
  'company_address',
  'trading_info',
  'tradding_name',
  'trading_postcode',
  'tradding_address',
] as const satisfies readonly (keyof BasicInfoValues)[];
type FieldName = (typeof fieldNames)[number];
type Problems = Partial<Record<FieldName, string>>;

/** The amount and term the loan calculator handed over ('15000:12'), as the fields hold them. */
function handedOver(handOff: string): Pick<BasicInfoValues, 'borrow_ammount' | 'borrow_month'> | null {
  const [amount = '', months = ''] = handOff.split(':');
  const term = loanTerms.find((option) => option === `${months} months`);
  return /^\d+$/.test(amount) && term ? { borrow_ammount: amount, borrow_month: term } : null;
}

function initialValues(application: LoanApplication | undefined, handOff: string): BasicInfoValues {
  if (!application) {
    return {
      borrow_ammount: '',
      borrow_month: '',
      ...handedOver(handOff),
      company_name: '',
      legal_form: '',
      postcode: '',
      company_address: '',
      trading_info: 'no',
      tradding_name: '',
      trading_postcode: '',
      tradding_address: '',
    };
  }
  const trading = application.tradding_name !== '' || application.tradding_address !== '';
  return {
    borrow_ammount: application.borrow_ammount,
    borrow_month: loanTerms.find((term) => term === application.borrow_month) ?? '',
    company_name: application.company_name,
    legal_form: legalFormValues.find((form) => form === application.legal_form) ?? '',
    postcode: postcodeOf(application.company_address),
    company_address: application.company_address,
    trading_info: trading ? 'yes' : 'no',
    tradding_name: application.tradding_name,
    trading_postcode: postcodeOf(application.tradding_address),
    tradding_address: application.tradding_address,
  };
}

/** The step's values as its fields hold them now. */
function valuesOf(form: HTMLFormElement): BasicInfoValues {
  const values = readFields(form, fieldNames) as BasicInfoValues;
  return { ...values, trading_info: values.trading_info === 'yes' ? 'yes' : 'no' };
}

/** What the step does once the visitor acts (basic-info-code.ts), fetched then. */
const stepCode = () => import('./basic-info-code.ts');

const millions = LOAN_CEILING_POUNDS / 1_000_000;

/**
 * Step 1 'Let us know your basic information' (spec §2, §5): amount, term, company, its address and, when the
 * company trades under another name, the trading name and address. Saving again after Back updates the same
 * application. A plain form (StepPlainForm): its values live in its fields, so what was typed, chosen or searched
 * before its code arrived is there when the code comes, and the whole step can be sent without it. Its code checks
 * it with the server's own rules (loaded after the step's code, not with the page) and says each problem under its
 * field, again at each change once Next has been pressed.
 */
export function BasicInfoStep({
  application,
  handOff,
  onSaved,
  place,
  found,
}: {
  application: LoanApplication | undefined;
  /** The loan calculator's amount and term, handed over in the page's address (loanHandOff). */
  handOff: string;
  onSaved: (id: string) => void;
  place?: StepPlace;
  /** What a 'Search Address' sent before the page's code arrived found (the server rendered the step with it). */
  found?: AddressSearchFound;
}) {
  const id = useIslandId();
  const formRef = useRef<HTMLFormElement>(null);
  // What the fields start with in the server's render too; sent before the code arrived, what was sent.
  const [initial] = useState(() => ({
    ...initialValues(application, handOff),
    ...(place?.posted?.values as Partial<BasicInfoValues> | undefined),
  }));
  const [companyAddress, setCompanyAddress] = useState(initial.company_address);
  const [tradingAddress, setTradingAddress] = useState(initial.tradding_address);
  const [problems, setProblems] = useState<Problems>({});
  const checking = useRef(false);
  const save = useSubmission();
  const trap = useBotTrap();
  const applicationId = application?.id;
  // What was typed and not yet saved survives a reload in this tab: a new application's, or a saved one's edits.
  const draft = `business-loan-basic:${applicationId ?? 'new'}`;

  /** The fields' problems by the server's own rules (the wizard's two as well); none: it may be sent. */
  const problemsNow = async (form: HTMLFormElement): Promise<Problems> => (await stepCode()).problemsIn(valuesOf(form));
  /** Once Next has been pressed, each change is checked again, and a problem put right goes. */
  const recheck = () => {
    const form = formRef.current;
    if (form && checking.current) void problemsNow(form).then(setProblems);
  };
  /** The tab's draft, from the fields (and `also`, what they do not hold yet: an address just chosen). */
  const keep = (also: Partial<BasicInfoValues> = {}) => {
    const form = formRef.current;
    if (form) writeDraft(draft, { ...readFields(form, fieldNames), ...also });
  };
  const holdForCalculator = () => {
    const form = formRef.current;
    if (!form) return;
    const values = valuesOf(form);
    void stepCode().then(({ calculatorLink, calculatorHeld }) => calculatorLink.hold(calculatorHeld(values)));
  };

  // As the code arrives: the draft (kept by the frame's script since the page loaded, or now), then what the page's
  // fields hold, typed or chosen before the code, taken as the step's own.
  const arrive = useEffectEvent(() => {
    const form = formRef.current;
    if (!form) return undefined;
    const stop = keepPlainFormDraft(form);
    // The calculator's amount and term, handed over just now, win over a draft typed before.
    const handedNow = applicationId ? null : handedOver(handOff);
    if (handedNow) writeFields(form, handedNow);
    // The post codes the server never stores: from this tab's session, when the addresses did not carry them.
    if (applicationId) {
      void stepCode().then(({ recallLocalAnswers }) => {
        const local = recallLocalAnswers(applicationId);
        const values = valuesOf(form);
        writeFields(form, {
          ...(local.postcode && !values.postcode ? { postcode: local.postcode } : {}),
          ...(local.trading_postcode && !values.trading_postcode ? { trading_postcode: local.trading_postcode } : {}),
        });
      });
    }
    // The addresses are hidden fields, which React sets back as it adopts them: read from the draft itself.
    const values = { ...valuesOf(form), ...readDraft<Partial<BasicInfoValues>>(draft) };
    setCompanyAddress(values.company_address ?? '');
    setTradingAddress(values.tradding_address ?? '');
    holdForCalculator();
    // Sent before the code and refused: each problem under its field, as a press of Next would say it.
    if (place?.posted?.problems.length) {
      checking.current = true;
      recheck();
    }
    return () => {
      stop();
      void stepCode().then(({ calculatorLink }) => calculatorLink.hold(undefined));
    };
  });
  useEffect(() => arrive(), []);

  // "Use these in my application" in the calculator above: its amount and term in the fields.
  const takeCalculatorChoice = useEffectEvent(({ amountPounds, termMonths }: CalculatorChoice) => {
    const form = formRef.current;
    const handedNow = handedOver(`${amountPounds}:${termMonths}`);
    if (!form || !handedNow) return;
    writeFields(form, handedNow);
    keep();
    holdForCalculator();
    checking.current = true;
    recheck();
    form.querySelector<HTMLInputElement>('[name="borrow_ammount"]')?.focus();
  });
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void stepCode().then(({ calculatorLink }) => {
      if (!gone) stop = calculatorLink.onUse((choice) => takeCalculatorChoice(choice));
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);

  // A chosen address is the step's answer: kept in the draft at once, and checked as a typed one is once shown.
  const choose = (name: 'company_address' | 'tradding_address', address: string) => {
    (name === 'company_address' ? setCompanyAddress : setTradingAddress)(address);
    keep({ [name]: address });
  };
  const addressShown = useEffectEvent(recheck);
  useEffect(() => addressShown(), [companyAddress, tradingAddress]);

  const send = async (form: HTMLFormElement) => {
    checking.current = true;
    const found = await problemsNow(form);
    setProblems(found);
    const first = fieldNames.find((name) => found[name]);
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const values = valuesOf(form);
    const { basicInfoSent, rememberLocalAnswers } = await stepCode();
    await save.submit(
      (api) =>
        api.businessLoan.basicInfo.mutate({
          // The post code as typed, so the lead has it whatever the chosen address says; the calculator's figures.
          ...basicInfoSent(values),
          ...(applicationId ? { id: applicationId } : {}),
          ...trap.fields(),
          ...visitFields(),
        }),
      {
        onSuccess: ({ collections }) => {
          clearSessionDraft(draft);
          rememberLocalAnswers(collections.id, {
            postcode: values.postcode,
            trading_postcode: values.trading_info === 'yes' ? values.trading_postcode : '',
          });
          onSaved(collections.id);
        },
        onError: toastErrors,
      },
    );
  };

  const error = (name: FieldName) => <FieldError id={`${id}-${name}-error`} message={problems[name] ?? null} />;
  // A field by its name: its id, the answer it starts with, and its problem.
  const field = (name: 'borrow_ammount' | 'borrow_month' | 'company_name' | 'legal_form' | 'tradding_name') => ({
    id: `${id}-${name}`,
    name,
    defaultValue: initial[name],
    ...describedByError(`${id}-${name}-error`, problems[name]),
  });
  // A post code that searches an address.
  const postcodeSearch = (name: 'postcode' | 'trading_postcode') => ({
    postcodeName: name,
    postcodeDefault: initial[name],
  });

  return (
    <StepPlainForm
      form="loan-basic"
      id={applicationId}
      place={place}
      formRef={formRef}
      onSubmit={(form) => void send(form)}
      onChange={() => {
        holdForCalculator();
        recheck();
      }}
      // Kept from the page's start by the frame's script (typed before the code arrived), then by the form's code.
      attributes={draftAttributes(draft, fieldNames)}
    >
      <HoneypotField trap={trap} />
      <FlowCard
        heading="Let us know your basic information"
        intro={`Business loans from £${LOAN_MIN_AMOUNT.toLocaleString('en-GB')} up to £${millions} million. Tell us what you need and about your company.`}
        actions={<StepButtons onBack={() => window.history.back()} busy={save.busy} />}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <LabelledInput
              label="How much would you like to borrow?"
              required
              inputMode="numeric"
              autoComplete="off"
              placeholder="Minimum Value 3000£ (GBP)"
              {...field('borrow_ammount')}
            />
            {error('borrow_ammount')}
          </div>
          <div>
            <LabelledSelect label="Over how long?" required {...field('borrow_month')}>
              <option value="">Select a term</option>
              <OptionList values={loanTerms} />
            </LabelledSelect>
            {error('borrow_month')}
          </div>
          <div className="sm:col-span-2">
            <LabelledInput label="Company name" required autoComplete="organization" {...field('company_name')} />
            {error('company_name')}
          </div>
          <div className="sm:col-span-2">
            <LabelledSelect label="What is your business's legal form?" required {...field('legal_form')}>
              <option value="">Select a legal form</option>
              {legalForms.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </LabelledSelect>
            {error('legal_form')}
          </div>
          <PostcodeAddressSearch
            id={`${id}-company`}
            postcodeLabel="Post code"
            {...postcodeSearch('postcode')}
            postcodeError={problems.postcode}
            postcodeRequired
            addressLabel="Company address"
            addressName="company_address"
            search="company"
            found={found?.search === 'company' ? found : undefined}
            address={companyAddress}
            onChoose={(address) => choose('company_address', address)}
          />
          {/* The trading fields show on Yes by the page's own style (the radio is checked), with or without code. */}
          <div className="group/trading contents">
            <fieldset className="sm:col-span-2">
              <legend className="field-label">Does company have a different trading name?</legend>
              <div className="flex gap-3">
                {(['yes', 'no'] as const).map((choice) => (
                  <label
                    key={choice}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 border-slate-300 px-4 font-semibold has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-accent"
                  >
                    <input
                      type="radio"
                      name="trading_info"
                      value={choice}
                      className={`size-5 accent-brand-700 ${choice === 'yes' ? 'trading-yes' : ''}`}
                      defaultChecked={initial.trading_info === choice}
                    />
                    {choice === 'yes' ? 'Yes' : 'No'}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="hidden group-has-[.trading-yes:checked]/trading:contents">
              <div className="sm:col-span-2">
                <LabelledInput label="Trading name" autoComplete="off" {...field('tradding_name')} />
              </div>
              <PostcodeAddressSearch
                id={`${id}-trading`}
                postcodeLabel="Trading post code"
                {...postcodeSearch('trading_postcode')}
                searchLabel="Search Address for the trading post code"
                manualLabelEnding="for the trading post code"
                addressLabel="Trading address"
                addressName="tradding_address"
                search="trading"
                found={found?.search === 'trading' ? found : undefined}
                address={tradingAddress}
                addressError={problems.tradding_address}
                addressRequired
                onChoose={(address) => choose('tradding_address', address)}
              />
            </div>
          </div>
        </div>
        <PrivacyNotice purpose="application" className="mt-6" />
      </FlowCard>
    </StepPlainForm>
  );
}
