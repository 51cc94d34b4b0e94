import type { DbTransaction, Prisma } from '@sme/db';
import {
  catalogueListLabels,
  catalogueMessages,
  poundsText,
  poundsToPence,
  type CatalogueListKind,
  type ProductFormValues,
  type ProductValues,
} from '@sme/domain';
import { fieldRejected, notFound } from '../../../../trpc.ts';

export const productInclude = { features: { select: { id: true }, orderBy: { id: 'asc' as const } } };

type Db = DbTransaction | Prisma;
type StoredProduct = NonNullable<Awaited<ReturnType<typeof productOrNotFound>>>;

export async function productOrNotFound(db: Db, id: number) {
  const product = await db.product.findUnique({ where: { id }, include: productInclude });
  if (!product) throw notFound(catalogueMessages.productNotFound);
  return product;
}

const decimalText = (value: { toString(): string } | null) => (value === null ? null : value.toString());

/** A product as its form saves it: what a version keeps and a restore puts back. */
export function productValues(product: StoredProduct): ProductValues {
  return {
    name: product.name,
    image: product.image,
    featureIds: product.features.map((feature) => feature.id),
    termId: product.termId,
    acquirerId: product.acquirerId,
    manufacturerId: product.manufacturerId,
    monthlyCharge: product.monthlyCharge,
    debitRatePercent: decimalText(product.debitRatePercent),
    debitPencePerTransaction: decimalText(product.debitPencePerTransaction),
    creditRatePercent: decimalText(product.creditRatePercent),
    creditPencePerTransaction: decimalText(product.creditPencePerTransaction),
    contractMonths: product.contractMonths,
    exitFee: product.exitFeePence === null ? null : poundsText(product.exitFeePence),
    setUpFee: product.setUpFeePence === null ? null : poundsText(product.setUpFeePence),
  };
}

/** The same values as the form holds them while typed in: text throughout, blank for a figure not entered. */
export function productForm(values: ProductValues): ProductFormValues {
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return {
    name: values.name,
    image: values.image,
    featureIds: values.featureIds.map(String),
    termId: String(values.termId),
    acquirerId: String(values.acquirerId),
    manufacturerId: String(values.manufacturerId),
    monthlyCharge: String(values.monthlyCharge),
    debitRatePercent: text(values.debitRatePercent),
    debitPencePerTransaction: text(values.debitPencePerTransaction),
    creditRatePercent: text(values.creditRatePercent),
    creditPencePerTransaction: text(values.creditPencePerTransaction),
    contractMonths: text(values.contractMonths),
    exitFee: text(values.exitFee),
    setUpFee: text(values.setUpFee),
  };
}

/** The columns a product's values are stored in: decimals as their exact text, fees in whole pence. */
export function productColumns(values: ProductValues) {
  return {
    name: values.name,
    image: values.image,
    termId: values.termId,
    acquirerId: values.acquirerId,
    manufacturerId: values.manufacturerId,
    monthlyCharge: values.monthlyCharge,
    debitRatePercent: values.debitRatePercent,
    debitPencePerTransaction: values.debitPencePerTransaction,
    creditRatePercent: values.creditRatePercent,
    creditPencePerTransaction: values.creditPencePerTransaction,
    contractMonths: values.contractMonths,
    exitFeePence: values.exitFee === null ? null : poundsToPence(values.exitFee),
    setUpFeePence: values.setUpFee === null ? null : poundsToPence(values.setUpFee),
  };
}

/**
 * Refuses a choice the catalogue does not have, or a retired one the product did not already have: a product on a
 * retired term (say) would be left out of the public catalogue without anyone having decided so.
 */
export async function checkChoices(db: Db, values: ProductValues, before?: ProductValues) {
  const single: [
    CatalogueListKind,
    number,
    number | undefined,
    (id: number) => Promise<{ retiredAt: Date | null } | null>,
  ][] = [
    ['term', values.termId, before?.termId, (id) => db.productTerm.findUnique({ where: { id } })],
    ['acquirer', values.acquirerId, before?.acquirerId, (id) => db.productAcquirer.findUnique({ where: { id } })],
    [
      'manufacturer',
      values.manufacturerId,
      before?.manufacturerId,
      (id) => db.productManufacturer.findUnique({ where: { id } }),
    ],
  ];
  for (const [kind, id, had, find] of single) {
    const row = await find(id);
    const { one } = catalogueListLabels[kind];
    if (!row) throw fieldRejected(`${kind}Id`, catalogueMessages.listRowNotFound(one));
    if (row.retiredAt !== null && id !== had) throw fieldRejected(`${kind}Id`, catalogueMessages.retiredChoice(one));
  }
  const features = await db.productFeature.findMany({ where: { id: { in: values.featureIds } } });
  const { one } = catalogueListLabels.feature;
  if (features.length !== values.featureIds.length) {
    throw fieldRejected('featureIds', catalogueMessages.listRowNotFound(one));
  }
  if (features.some((feature) => feature.retiredAt !== null && !before?.featureIds.includes(feature.id))) {
    throw fieldRejected('featureIds', catalogueMessages.retiredChoice(one));
  }
}

/** Refuses a second product of the same name (whatever its case: two would look alike to a merchant). */
export async function checkNameFree(db: Db, name: string, id: number | undefined) {
  const holder = await db.product.findFirst({
    where: { name: { equals: name, mode: 'insensitive' }, ...(id === undefined ? {} : { NOT: { id } }) },
    select: { id: true },
  });
  if (holder) throw fieldRejected('name', catalogueMessages.productNameTaken);
}
