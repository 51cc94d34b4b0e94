// The catalogue's rows for ill-formed-text.test.ts: every procedure that takes input, with an input it accepts. On
// the suite's database no product or list row has the id, so each finds nothing once its text fields are checked.

import { NO_VERSION, NONE, product as validProduct } from './catalogue-access-rows.ts';

/** A product with every text field the form sends filled in. */
const product = {
  ...validProduct,
  debitRatePercent: '0.35',
  debitPencePerTransaction: '2.5',
  creditRatePercent: '1.2',
  creditPencePerTransaction: '3',
  contractMonths: '18',
  exitFee: '150.00',
  setUpFee: '0.00',
};

type Row = { as: 'admin' | 'visitor'; input: () => Record<string, unknown> };

function catalogueRows(): Record<string, Row> {
  const admin = (input: Record<string, unknown>): Row => ({ as: 'admin', input: () => input });
  const rows: Record<string, Row> = {
    'cashAdvance.getProduct': { as: 'visitor', input: () => ({ id: String(NONE) }) },
    'admin.content.catalogue.products.get': admin({ id: NONE }),
    'admin.content.catalogue.products.history': admin({ id: NONE }),
    'admin.content.catalogue.products.save': admin({ ...product, id: NONE, updatedAt: '2026-11-27T09:00:00.000Z' }),
    'admin.content.catalogue.products.retire': admin({ id: NONE }),
    'admin.content.catalogue.products.reinstate': admin({ id: NONE }),
    'admin.content.catalogue.products.restore': admin({ id: NONE, versionId: NO_VERSION }),
  };
  for (const list of ['terms', 'acquirers', 'manufacturers', 'features'] as const) {
    const path = `admin.content.catalogue.${list}`;
    const fields =
      list === 'acquirers' ? { name: 'None', logo: 'cash_advance/product_acquirer/none.svg' } : { name: 'None' };
    rows[`${path}.history`] = admin({ id: NONE });
    rows[`${path}.save`] = admin({ ...fields, id: NONE, updatedAt: '2026-11-27T09:00:00.000Z' });
    rows[`${path}.retire`] = admin({ id: NONE });
    rows[`${path}.reinstate`] = admin({ id: NONE });
    rows[`${path}.restore`] = admin({ id: NONE, versionId: NO_VERSION });
  }
  return rows;
}

export const catalogueIllFormedRows = catalogueRows();

/** What each row answers as it stands: NOT_FOUND, as nothing has the id. */
export const catalogueFindsNothing: Record<string, string> = Object.fromEntries(
  Object.keys(catalogueIllFormedRows).map((path) => [path, 'NOT_FOUND']),
);
