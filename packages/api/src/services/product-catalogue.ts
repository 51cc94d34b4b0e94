import type { Prisma } from '@sme/db';
import type { ProductFilterKey } from '@sme/domain';

/** At most one value per kind of filter (spec §4 Product filters). */
export type ProductFilters = Partial<Record<ProductFilterKey, number>>;

const storageUrl = (path: string) => `/storage/${path}`;

/**
 * The products matching every chosen filter, with every filter's full list (so the sidebar can show choices
 * beside the current selection). Cheapest first.
 */
export async function productCatalogue(prisma: Prisma, filters: ProductFilters) {
  const [products, terms, acquirers, manufacturers, features] = await Promise.all([
    prisma.product.findMany({
      where: {
        termId: filters.term_id,
        acquirerId: filters.acquirer_id,
        manufacturerId: filters.manufacturer_id,
        ...(filters.feature_id === undefined ? {} : { features: { some: { id: filters.feature_id } } }),
      },
      include: { term: true, acquirer: true, manufacturer: true, features: { orderBy: { name: 'asc' } } },
      orderBy: [{ monthlyCharge: 'asc' }, { name: 'asc' }],
    }),
    prisma.productTerm.findMany({ orderBy: { id: 'asc' } }),
    prisma.productAcquirer.findMany({ orderBy: { name: 'asc' } }),
    prisma.productManufacturer.findMany({ orderBy: { name: 'asc' } }),
    prisma.productFeature.findMany({ orderBy: { name: 'asc' } }),
  ]);
  return {
    products: products.map((product) => ({
      id: product.id,
      name: product.name,
      image: storageUrl(product.image),
      monthly_charge: product.monthlyCharge,
      term: { id: product.term.id, name: product.term.name },
      acquirer: { id: product.acquirer.id, name: product.acquirer.name, logo: storageUrl(product.acquirer.logo) },
      manufacturer: { id: product.manufacturer.id, name: product.manufacturer.name },
      features: product.features.map((feature) => ({ id: feature.id, name: feature.name })),
    })),
    product_terms: terms.map(({ id, name }) => ({ id, name })),
    product_acquirers: acquirers.map(({ id, name, logo }) => ({ id, name, logo: storageUrl(logo) })),
    product_manufacturers: manufacturers.map(({ id, name }) => ({ id, name })),
    product_features: features.map(({ id, name }) => ({ id, name })),
  };
}

/** Whether each chosen filter names a row of its list: an unknown one is refused rather than matching nothing. */
export async function unknownFilters(prisma: Prisma, filters: ProductFilters): Promise<ProductFilterKey[]> {
  const exists: Record<ProductFilterKey, (id: number) => Promise<unknown>> = {
    term_id: (id) => prisma.productTerm.findUnique({ where: { id } }),
    acquirer_id: (id) => prisma.productAcquirer.findUnique({ where: { id } }),
    manufacturer_id: (id) => prisma.productManufacturer.findUnique({ where: { id } }),
    feature_id: (id) => prisma.productFeature.findUnique({ where: { id } }),
  };
  const checks = await Promise.all(
    Object.entries(filters).map(async ([key, id]) => ((await exists[key as ProductFilterKey](id)) ? null : key)),
  );
  return checks.filter((key): key is ProductFilterKey => key !== null);
}
