import {
  cashAdvanceSettingsSchema,
  climateChangeLevySettingsSchema,
  energyRatesSettingsSchema,
  loanSettingsSchema,
  type CashAdvanceSettings,
  type ClimateChangeLevySettings,
  type EnergyRatesSettings,
  type LenderReach,
  type LoanSettings,
} from '@sme/domain';
import { z } from 'zod';

// The console's finance forms hold text (as typed: "£10,000", "20.5%", "1.15") and hand over the domain's values,
// checked by the domain's rules, the same ones the server checks again.

/** A figure as typed, without its "£", "%", "p" or thousands commas; NaN when it is not a number at all. */
export function typedNumber(text: string): number {
  const plain = text
    .trim()
    .replace(/^£\s*/, '')
    .replace(/\s*(%|p)$/i, '')
    .replace(/(\d),(?=\d{3}(?:\D|$))/g, '$1');
  return /^\d+(?:\.\d+)?$|^\.\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

/** A stored figure as the form shows it: plain digits, no thousands commas. */
const shown = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export interface LoanFormValues {
  asOf: string;
  interestRatePercent: string;
  exampleAmountPounds: string;
  exampleTermMonths: string;
  arrangementFeePounds: string;
  aprFromPercent: string;
  aprToPercent: string;
  /** The 51% basis of the representative APR, confirmed by ticking (a checkbox, not text). */
  representativeBasisConfirmed: boolean;
  firmLegalName: string;
  firmFrn: string;
  /** '' until one of the two is chosen. */
  lenderReach: LenderReach | '';
}

/** The loan form's typed figures; the representative APR is not one of them: it is worked out from the example. */
export const loanTextFields = [
  'interestRatePercent',
  'exampleAmountPounds',
  'exampleTermMonths',
  'arrangementFeePounds',
  'aprFromPercent',
  'aprToPercent',
  'asOf',
] as const satisfies readonly (keyof LoanFormValues)[];

/** The firm a visitor deals with, named beside the example. */
export const loanFirmFields = [
  'firmLegalName',
  'firmFrn',
  'lenderReach',
] as const satisfies readonly (keyof LoanFormValues)[];

export const loanFields = [...loanTextFields, 'representativeBasisConfirmed', ...loanFirmFields] as const;

export const loanFormSchema = z
  .object({
    ...(Object.fromEntries(loanTextFields.map((field) => [field, z.string()])) as Record<
      (typeof loanTextFields)[number],
      z.ZodString
    >),
    representativeBasisConfirmed: z.boolean(),
    firmLegalName: z.string(),
    firmFrn: z.string(),
    lenderReach: z.string(),
  })
  .transform((text) => ({
    asOf: text.asOf.trim(),
    // Unticked is sent as such, for the domain's rule to refuse with its message.
    representativeBasisConfirmed: text.representativeBasisConfirmed as true,
    interestRatePercent: typedNumber(text.interestRatePercent),
    exampleAmountPounds: typedNumber(text.exampleAmountPounds),
    exampleTermMonths: typedNumber(text.exampleTermMonths),
    arrangementFeePounds: typedNumber(text.arrangementFeePounds),
    aprFromPercent: typedNumber(text.aprFromPercent),
    aprToPercent: typedNumber(text.aprToPercent),
    firmLegalName: text.firmLegalName,
    firmFrn: text.firmFrn,
    // Unchosen is sent as such, for the domain's rule to refuse with its message.
    lenderReach: text.lenderReach as LenderReach,
  }))
  .pipe(loanSettingsSchema);

export const loanFormValues = (loan: LoanSettings | null): LoanFormValues => ({
  asOf: loan?.asOf ?? '',
  interestRatePercent: shown(loan?.interestRatePercent),
  exampleAmountPounds: shown(loan?.exampleAmountPounds),
  exampleTermMonths: shown(loan?.exampleTermMonths),
  arrangementFeePounds: loan ? loan.arrangementFeePounds.toFixed(2) : '',
  aprFromPercent: shown(loan?.aprFromPercent),
  aprToPercent: shown(loan?.aprToPercent),
  // Confirmed again with each save: the basis is of the figures as they stand that day.
  representativeBasisConfirmed: false,
  firmLegalName: loan?.firmLegalName ?? '',
  firmFrn: loan?.firmFrn ?? '',
  lenderReach: loan?.lenderReach ?? '',
});

export interface CashAdvanceFormValues {
  asOf: string;
  factorRateFrom: string;
  factorRateTo: string;
  takingsSharePercent: string;
}

export const cashAdvanceFields = [
  'factorRateFrom',
  'factorRateTo',
  'takingsSharePercent',
  'asOf',
] as const satisfies readonly (keyof CashAdvanceFormValues)[];

export const cashAdvanceFormSchema = z
  .object({ asOf: z.string(), factorRateFrom: z.string(), factorRateTo: z.string(), takingsSharePercent: z.string() })
  .transform((text) => ({
    asOf: text.asOf.trim(),
    factorRateFrom: typedNumber(text.factorRateFrom),
    factorRateTo: typedNumber(text.factorRateTo),
    takingsSharePercent: typedNumber(text.takingsSharePercent),
  }))
  .pipe(cashAdvanceSettingsSchema);

export const cashAdvanceFormValues = (advance: CashAdvanceSettings | null): CashAdvanceFormValues => ({
  asOf: advance?.asOf ?? '',
  factorRateFrom: shown(advance?.factorRateFrom),
  factorRateTo: shown(advance?.factorRateTo),
  takingsSharePercent: shown(advance?.takingsSharePercent),
});

export interface EnergyBandFormValues {
  fuel: 'electricity' | 'gas';
  fromKwh: string;
  toKwh: string;
  unitRatePence: string;
  standingChargePencePerDay: string;
}

export interface EnergyRatesFormValues {
  asOf: string;
  bands: EnergyBandFormValues[];
}

export const bandFields = [
  'fromKwh',
  'toKwh',
  'unitRatePence',
  'standingChargePencePerDay',
] as const satisfies readonly (keyof EnergyBandFormValues)[];

export const energyRatesFormSchema = z
  .object({
    asOf: z.string(),
    bands: z.array(
      z.object({
        fuel: z.enum(['electricity', 'gas']),
        fromKwh: z.string(),
        toKwh: z.string(),
        unitRatePence: z.string(),
        standingChargePencePerDay: z.string(),
      }),
    ),
  })
  .transform((text) => ({
    asOf: text.asOf.trim(),
    bands: text.bands.map((band) => ({
      fuel: band.fuel,
      fromKwh: typedNumber(band.fromKwh),
      // Blank: the band has no upper limit.
      toKwh: band.toKwh.trim() === '' ? null : typedNumber(band.toKwh),
      unitRatePence: typedNumber(band.unitRatePence),
      standingChargePencePerDay: typedNumber(band.standingChargePencePerDay),
    })),
  }))
  .pipe(energyRatesSettingsSchema);

export const blankBand = (fuel: EnergyBandFormValues['fuel'] = 'electricity'): EnergyBandFormValues => ({
  fuel,
  fromKwh: '0',
  toKwh: '',
  unitRatePence: '',
  standingChargePencePerDay: '',
});

export const energyRatesFormValues = (rates: EnergyRatesSettings | null): EnergyRatesFormValues => ({
  asOf: rates?.asOf ?? '',
  bands: rates
    ? rates.bands.map((band) => ({
        fuel: band.fuel,
        fromKwh: String(band.fromKwh),
        toKwh: shown(band.toKwh),
        unitRatePence: String(band.unitRatePence),
        standingChargePencePerDay: String(band.standingChargePencePerDay),
      }))
    : [blankBand('electricity'), blankBand('gas')],
});

export interface ClimateChangeLevyFormValues {
  inForceFrom: string;
  electricityPencePerKwh: string;
  gasPencePerKwh: string;
}

export const climateChangeLevyFields = [
  'electricityPencePerKwh',
  'gasPencePerKwh',
  'inForceFrom',
] as const satisfies readonly (keyof ClimateChangeLevyFormValues)[];

export const climateChangeLevyFormSchema = z
  .object({ inForceFrom: z.string(), electricityPencePerKwh: z.string(), gasPencePerKwh: z.string() })
  .transform((text) => ({
    inForceFrom: text.inForceFrom.trim(),
    electricityPencePerKwh: typedNumber(text.electricityPencePerKwh),
    gasPencePerKwh: typedNumber(text.gasPencePerKwh),
  }))
  .pipe(climateChangeLevySettingsSchema);

export const climateChangeLevyFormValues = (levy: ClimateChangeLevySettings | null): ClimateChangeLevyFormValues => ({
  inForceFrom: levy?.inForceFrom ?? '',
  electricityPencePerKwh: shown(levy?.electricityPencePerKwh),
  gasPencePerKwh: shown(levy?.gasPencePerKwh),
});
