import { formatPounds, type LeadKindValue } from '@sme/domain';
import { cell, ConsoleTable } from '../ConsoleTable.tsx';
import { RateForm } from './RateForm.tsx';

export interface RateRow {
  kind: LeadKindValue;
  kindLabel: string;
  amountPence: number;
  /** A partner's own rate (true) or the default (false); absent for the defaults themselves. */
  own?: boolean;
}

/**
 * Commission per won lead, by kind: what applies, and whether it is the partner's own or the default. Admins change
 * each in place (`onSave`; `onSave(kind, null)` puts a partner's own rate back to the default).
 */
export function RatesTable({
  idPrefix,
  label,
  rates,
  canEdit,
  saving,
  onSave,
}: {
  idPrefix: string;
  label: string;
  rates: RateRow[];
  canEdit: boolean;
  saving: boolean;
  onSave: (kind: LeadKindValue, amountPence: number | null) => void;
}) {
  const partnerRates = rates.some((rate) => rate.own !== undefined);
  const columns = [
    'Kind',
    'Commission per won lead',
    ...(partnerRates ? ['Rate'] : []),
    ...(canEdit ? ['Change'] : []),
  ];
  return (
    <ConsoleTable
      label={label}
      caption={label}
      columns={columns}
      minWidth={canEdit ? 'min-w-[40rem]' : 'min-w-[24rem]'}
    >
      {rates.map((rate) => (
        <tr key={rate.kind} className="border-t border-slate-200">
          <td className={cell}>{rate.kindLabel}</td>
          <td className={`${cell} tabular-nums`}>{formatPounds(rate.amountPence)}</td>
          {partnerRates && <td className={cell}>{rate.own ? 'Own rate' : 'Default'}</td>}
          {canEdit && (
            <td className={cell}>
              <RateForm
                // A new amount from the server starts the field again from it.
                key={`${rate.amountPence}-${String(rate.own)}`}
                id={`${idPrefix}-${rate.kind}`}
                kindLabel={rate.kindLabel}
                amountPence={rate.amountPence}
                saving={saving}
                onSave={(amountPence) => onSave(rate.kind, amountPence)}
                {...(rate.own ? { onUseDefault: () => onSave(rate.kind, null) } : {})}
              />
            </td>
          )}
        </tr>
      ))}
    </ConsoleTable>
  );
}
