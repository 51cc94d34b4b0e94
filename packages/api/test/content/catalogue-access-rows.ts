import type { Caller } from '../console/console-testbed.ts';

/** An id no product or list row has, and a version id no version has. */
export const NONE = 999_999;
export const NO_VERSION = '00000000-0000-4000-8000-000000000000';

/** A valid product, for a save that names a product no one has (NOT_FOUND: the call got through). */
export const product = {
  name: 'No such card machine',
  image: 'cash_advance/product/none.svg',
  featureIds: [1],
  termId: 1,
  acquirerId: 1,
  manufacturerId: 1,
  monthlyCharge: 10,
};

/**
 * The catalogue's rows for the console's access table (console/access.test.ts): staff read, and only admins and
 * editors change (an agent is FORBIDDEN, which the table calls adminOnly; editors have their own tests in
 * content/catalogue.test.ts).
 */
export function catalogueAccessRows() {
  type Row = { adminOnly: boolean; call: (caller: Caller) => Promise<unknown> };
  const rows: Record<string, Row> = {
    'admin.content.catalogue.products.list': {
      adminOnly: false,
      call: (c) => c.admin.content.catalogue.products.list(),
    },
    'admin.content.catalogue.products.get': {
      adminOnly: false,
      call: (c) => c.admin.content.catalogue.products.get({ id: NONE }),
    },
    'admin.content.catalogue.products.options': {
      adminOnly: false,
      call: (c) => c.admin.content.catalogue.products.options(),
    },
    'admin.content.catalogue.products.history': {
      adminOnly: false,
      call: (c) => c.admin.content.catalogue.products.history({ id: NONE }),
    },
    'admin.content.catalogue.products.save': {
      adminOnly: true,
      call: (c) => c.admin.content.catalogue.products.save({ id: NONE, ...product }),
    },
    'admin.content.catalogue.products.retire': {
      adminOnly: true,
      call: (c) => c.admin.content.catalogue.products.retire({ id: NONE }),
    },
    'admin.content.catalogue.products.reinstate': {
      adminOnly: true,
      call: (c) => c.admin.content.catalogue.products.reinstate({ id: NONE }),
    },
    'admin.content.catalogue.products.restore': {
      adminOnly: true,
      call: (c) => c.admin.content.catalogue.products.restore({ id: NONE, versionId: NO_VERSION }),
    },
  };
  for (const list of ['terms', 'acquirers', 'manufacturers', 'features'] as const) {
    const procedures = (c: Caller) => c.admin.content.catalogue[list];
    const fields =
      list === 'acquirers' ? { name: 'None', logo: 'cash_advance/product_acquirer/none.svg' } : { name: 'None' };
    const path = `admin.content.catalogue.${list}`;
    rows[`${path}.list`] = { adminOnly: false, call: (c) => procedures(c).list() };
    rows[`${path}.history`] = { adminOnly: false, call: (c) => procedures(c).history({ id: NONE }) };
    rows[`${path}.save`] = { adminOnly: true, call: (c) => procedures(c).save({ id: NONE, ...fields }) };
    rows[`${path}.retire`] = { adminOnly: true, call: (c) => procedures(c).retire({ id: NONE }) };
    rows[`${path}.reinstate`] = { adminOnly: true, call: (c) => procedures(c).reinstate({ id: NONE }) };
    rows[`${path}.restore`] = {
      adminOnly: true,
      call: (c) => procedures(c).restore({ id: NONE, versionId: NO_VERSION }),
    };
  }
  return rows;
}
