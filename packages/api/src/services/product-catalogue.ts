import type { Prisma } from '@sme/db';
import type { ProductFilterKey } from '@sme/domain';

/** At most one value per kind of filter (spec §4 Product filters). */
export type ProductFilters = Partial<Record<ProductFilterKey, number>>;

const storageUrl = (path: string) => `/storage/${path}`;

/** Still offered: a row the console has not retired. */
const current = { retiredAt: null };

const productInclude = {
  term: true,
  acquirer: true,
  manufacturer: true,
  features: { orderBy: { name: 'asc' as const } },
};

type StoredProduct = NonNullable<
  Awaited<ReturnType<Prisma['product']['findFirst']>> & {
    term: { id: number; name: string };
    acquirer: { id: number; name: string; logo: string };
    manufacturer: { id: number; name: string };
    features: { id: number; name: string; retiredAt: Date | null }[];
  }
>;

/** A stored decimal (Prisma's Decimal) as the number the wire carries, or null while none is entered. */
const decimal = (value: { toString(): string } | null) => (value === null ? null : Number(value.toString()));
/** Whole pence as pounds with pence (1250 → 12.5), or null. */
const pounds = (pence: number | null) => (pence === null ? null : pence / 100);

/**
 * One product as the public reads answer it: the legacy fields as they always were, then the figures a merchant
 * compares (null where the business has entered none).
 */
function publicProduct(product: StoredProduct, features: StoredProduct['features']) {
  return {
    id: product.id,
    name: product.name,
    image: storageUrl(product.image),
    monthly_charge: product.monthlyCharge,
    term: { id: product.term.id, name: product.term.name },
    acquirer: { id: product.acquirer.id, name: product.acquirer.name, logo: storageUrl(product.acquirer.logo) },
    manufacturer: { id: product.manufacturer.id, name: product.manufacturer.name },
    features: features.map((feature) => ({ id: feature.id, name: feature.name })),
    debit_rate_percent: decimal(product.debitRatePercent),
    debit_pence_per_transaction: decimal(product.debitPencePerTransaction),
    credit_rate_percent: decimal(product.creditRatePercent),
    credit_pence_per_transaction: decimal(product.creditPencePerTransaction),
    contract_months: product.contractMonths,
    exit_fee: pounds(product.exitFeePence),
    set_up_fee: pounds(product.setUpFeePence),
  };
}

/**
 * The products on offer matching every chosen filter, with every filter's list (so the sidebar can show choices
 * beside the current selection). Cheapest first. Retired products, and products on a retired term, acquirer or
 * manufacturer, are not on offer; a retired feature is left out of the lists and of each product's features.
 */
export async function productCatalogue(prisma: Prisma, filters: ProductFilters) {
  const [products, terms, acquirers, manufacturers, features] = await Promise.all([
    prisma.product.findMany({
      where: {
        ...current,
        term: current,
        acquirer: current,
        manufacturer: current,
        termId: filters.term_id,
        acquirerId: filters.acquirer_id,
        manufacturerId: filters.manufacturer_id,
        ...(filters.feature_id === undefined ? {} : { features: { some: { id: filters.feature_id } } }),
      },
      include: productInclude,
      orderBy: [{ monthlyCharge: 'asc' }, { name: 'asc' }],
    }),
    prisma.productTerm.findMany({ where: current, orderBy: { id: 'asc' } }),
    prisma.productAcquirer.findMany({ where: current, orderBy: { name: 'asc' } }),
    prisma.productManufacturer.findMany({ where: current, orderBy: { name: 'asc' } }),
    prisma.productFeature.findMany({ where: current, orderBy: { name: 'asc' } }),
  ]);
  return {
    products: products.map((product) =>
      publicProduct(
        product,
        product.features.filter((feature) => feature.retiredAt === null),
      ),
    ),
    product_terms: terms.map(({ id, name }) => ({ id, name })),
    product_acquirers: acquirers.map(({ id, name, logo }) => ({ id, name, logo: storageUrl(logo) })),
    product_manufacturers: manufacturers.map(({ id, name }) => ({ id, name })),
    product_features: features.map(({ id, name }) => ({ id, name })),
  };
}

/**
 * One product by id, retired or not: an application made before it was retired still names it. A retired product
 * keeps every feature it had; a current one shows its current features, as the catalogue does. Null when none.
 */
export async function catalogueProduct(prisma: Prisma, id: number) {
  const product = await prisma.product.findUnique({ where: { id }, include: productInclude });
  if (!product) return null;
  const retired = product.retiredAt !== null;
  const features = retired ? product.features : product.features.filter((feature) => feature.retiredAt === null);
  return { ...publicProduct(product, features), retired };
}

/**
 * Whether each chosen filter names a current row of its list: an unknown or retired one is refused rather than
 * matching nothing (the public catalogue has no such filter).
 */
export async function unknownFilters(prisma: Prisma, filters: ProductFilters): Promise<ProductFilterKey[]> {
  const exists: Record<ProductFilterKey, (id: number) => Promise<unknown>> = {
    term_id: (id) => prisma.productTerm.findFirst({ where: { id, ...current } }),
    acquirer_id: (id) => prisma.productAcquirer.findFirst({ where: { id, ...current } }),
    manufacturer_id: (id) => prisma.productManufacturer.findFirst({ where: { id, ...current } }),
    feature_id: (id) => prisma.productFeature.findFirst({ where: { id, ...current } }),
  };
  const checks = await Promise.all(
    Object.entries(filters).map(async ([key, id]) => ((await exists[key as ProductFilterKey](id)) ? null : key)),
  );
  return checks.filter((key): key is ProductFilterKey => key !== null);
}
