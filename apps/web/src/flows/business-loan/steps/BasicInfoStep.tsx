import {
  LOAN_CEILING_POUNDS,
  LOAN_MIN_AMOUNT,
  legalForms,
  legalFormValues,
  loanBasicInfoFormRules,
  loanCalculatorAmount,
  loanCalculatorTerm,
  loanTerms,
  normalizePostcode,
  type LegalForm,
  type LoanTerm,
} from '@sme/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearch } from 'wouter';
import { useTRPC } from '../../../app/trpc.ts';
import { FieldError, FlowCard, StepButtons, useStepSaved } from '../../shared/wizard-step.tsx';
import { describedByError, LabelledInput, LabelledSelect, OptionList } from '../../../forms/fields.tsx';
import { PrivacyNotice } from '../../../forms/PrivacyNotice.tsx';
import { rulesResolver } from '../../../forms/rules-resolver.ts';
import { postcodeOf, recallLocalAnswers, rememberLocalAnswers, type LoanApplication } from '../loan-application.ts';
import { PostcodeAddressSearch } from './PostcodeAddressSearch.tsx';
import {
  calculatorChoiceOf,
  calculatorLink,
  type CalculatorChoice,
} from '../../../finance/loan-calculator/calculator-link.ts';
import { HoneypotField } from '../../../forms/bot-trap/HoneypotField.tsx';
import { useBotTrap } from '../../../forms/bot-trap/use-bot-trap.ts';
import { clearSessionDraft, useFormSessionDraft } from '../../../forms/session-draft.ts';
import { visitFields } from '../../../attribution/visit.ts';

interface BasicInfoValues {
  borrow_ammount: string;
  borrow_month: LoanTerm | '';
  company_name: string;
  /** 'What is your business's legal form?': required here, optional for REST clients (issue 44). */
  legal_form: LegalForm | '';
  /** Searches the company address; sent as post_code when it is a UK postcode. */
  postcode: string;
  company_address: string;
  /** Local only: whether the trading fields show. */
  trading_info: 'yes' | 'no';
  tradding_name: string;
  /** Searches the trading address; sent as tradding_post_code when it is a UK postcode. */
  trading_postcode: string;
  tradding_address: string;
}

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

const millions = LOAN_CEILING_POUNDS / 1_000_000;

const calculatorFields = (shown: CalculatorChoice | null) =>
  shown ? { calculator_amount: shown.amountPounds, calculator_term: shown.termMonths } : {};

/**
 * Step 1 'Let us know your basic information' (spec §2, §5): amount, term, company, its address and, when the
 * company trades under another name, the trading name and address. Saving again after Back updates the same
 * application.
 */
export function BasicInfoStep({
  application,
  onSaved,
}: {
  application: LoanApplication | undefined;
  onSaved: (id: string) => void;
}) {
  const id = useId();
  // The loan calculator's amount and term, handed over in the address (/business-loan?amount=15000&term=12).
  const handed = calculatorChoiceOf(useSearch());
  const handOff = handed.amount && handed.term ? `${handed.amount}:${handed.term}` : '';
  // Also given to the elements, so the server render already shows the saved answers.
  const [initial] = useState(() => initialValues(application, handOff));
  const trpc = useTRPC();
  const save = useMutation(trpc.businessLoan.basicInfo.mutationOptions());
  const afterSave = useStepSaved(trpc.businessLoan.summary.queryKey());
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    clearErrors,
    watch,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<BasicInfoValues>({
    defaultValues: initial,
    // The server's own rules for the fields it takes, with the wizard's own two (the post codes have no rule here:
    // one that is not a UK postcode only searches, and is not sent).
    resolver: rulesResolver(loanBasicInfoFormRules),
  });
  const applicationId = application?.id;
  // What was typed and not yet saved survives a reload in this tab: a new application's, or a saved one's edits.
  const draft = `business-loan-basic:${applicationId ?? 'new'}`;
  useFormSessionDraft(draft, { watch, reset, getValues });
  // The calculator's amount and term, handed over just now, win over a draft typed before.
  useEffect(() => {
    const handed = applicationId ? null : handedOver(handOff);
    if (!handed) return;
    setValue('borrow_ammount', handed.borrow_ammount);
    setValue('borrow_month', handed.borrow_month);
  }, [applicationId, handOff, setValue]);
  useEffect(
    () =>
      calculatorLink.onUse(({ amountPounds, termMonths }) => {
        const handed = handedOver(`${amountPounds}:${termMonths}`);
        if (!handed) return;
        setValue('borrow_ammount', handed.borrow_ammount, { shouldValidate: true, shouldDirty: true });
        setValue('borrow_month', handed.borrow_month, { shouldValidate: true, shouldDirty: true });
        setFocus('borrow_ammount');
      }),
    [setValue, setFocus],
  );

  // The addresses are chosen from the dropdowns, which exist only after a search: they are registered without an
  // element. The company address has no rule; the trading address is required when the company trades under
  // another name.
  register('company_address');
  register('tradding_address');
  const [tradingInfo, companyAddress, tradingAddress, amountTyped, termChosen] = useWatch({
    control,
    name: ['trading_info', 'company_address', 'tradding_address', 'borrow_ammount', 'borrow_month'],
  });

  // The calculator above, folded away once its figures are here, says whether they still are.
  useEffect(() => {
    const amount = loanCalculatorAmount(amountTyped);
    const termMonths = loanCalculatorTerm(termChosen);
    calculatorLink.hold('pounds' in amount && termMonths !== null ? { amountPounds: amount.pounds, termMonths } : null);
  }, [amountTyped, termChosen]);
  useEffect(() => () => calculatorLink.hold(undefined), []);

  // The post codes the server never stores: from this tab's session, when the addresses did not carry them.
  useEffect(() => {
    if (!applicationId) return;
    const local = recallLocalAnswers(applicationId);
    if (local.postcode && !getValues('postcode')) setValue('postcode', local.postcode);
    if (local.trading_postcode && !getValues('trading_postcode')) setValue('trading_postcode', local.trading_postcode);
  }, [applicationId, getValues, setValue]);

  const trap = useBotTrap();
  const onSubmit = handleSubmit((values) => {
    const trading = values.trading_info === 'yes';
    save.mutate(
      {
        company_name: values.company_name,
        legal_form: values.legal_form,
        company_address: values.company_address,
        tradding_name: trading ? values.tradding_name : '',
        tradding_address: trading ? values.tradding_address : '',
        // The business keeps the post code typed, so it is on the lead whatever the chosen address says.
        post_code: normalizePostcode(values.postcode) ?? '',
        tradding_post_code: trading ? (normalizePostcode(values.trading_postcode) ?? '') : '',
        borrow_ammount: values.borrow_ammount.trim(),
        borrow_month: values.borrow_month,
        ...(applicationId ? { id: applicationId } : {}),
        // What the calculator shows figures for: the server keeps its own figures for them.
        ...calculatorFields(calculatorLink.shown()),
        ...trap.fields(),
        ...visitFields(),
      },
      afterSave(({ collections }) => {
        clearSessionDraft(draft);
        rememberLocalAnswers(collections.id, {
          postcode: values.postcode,
          trading_postcode: trading ? values.trading_postcode : '',
        });
        onSaved(collections.id);
      }),
    );
  });

  const error = (name: keyof BasicInfoValues) => (
    <FieldError id={`${id}-${name}-error`} message={errors[name]?.message ?? null} />
  );
  // A typed field by its name: its id, the saved answer (so the server render shows it too), its error and rules.
  const field = (name: 'borrow_ammount' | 'borrow_month' | 'company_name' | 'legal_form' | 'tradding_name') => ({
    id: `${id}-${name}`,
    defaultValue: initial[name],
    ...describedByError(`${id}-${name}-error`, errors[name]),
    ...register(name),
  });
  // A post code that searches an address: registered, shown with its saved value, read when the search runs.
  const postcodeSearch = (name: 'postcode' | 'trading_postcode') => ({
    postcodeField: register(name),
    postcodeDefault: initial[name],
    getPostcode: () => getValues(name),
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <HoneypotField trap={trap} />
      <FlowCard
        heading="Let us know your basic information"
        intro={`Business loans from £${LOAN_MIN_AMOUNT.toLocaleString('en-GB')} up to £${millions} million. Tell us what you need and about your company.`}
        actions={<StepButtons onBack={() => window.history.back()} busy={save.isPending} />}
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
            postcodeError={errors.postcode?.message}
            postcodeRequired
            addressLabel="Company address"
            address={companyAddress}
            onChoose={(address) => setValue('company_address', address)}
          />
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
                    value={choice}
                    className="size-5 accent-brand-700"
                    defaultChecked={initial.trading_info === choice}
                    {...register('trading_info', {
                      onChange: () => clearErrors('tradding_address'),
                    })}
                  />
                  {choice === 'yes' ? 'Yes' : 'No'}
                </label>
              ))}
            </div>
          </fieldset>
          {tradingInfo === 'yes' && (
            <>
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
                address={tradingAddress}
                addressError={errors.tradding_address?.message}
                addressRequired
                onChoose={(address) => setValue('tradding_address', address, { shouldValidate: true })}
              />
            </>
          )}
        </div>
        <PrivacyNotice purpose="application" className="mt-6" />
      </FlowCard>
    </form>
  );
}
