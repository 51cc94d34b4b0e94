import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Prisma } from '../client.ts';
import { seedDir } from '../paths.ts';

/** prisma/seed/cash-advance.json: the card-machine catalogue, by name. */
export interface CashAdvanceCatalogue {
  terms: { name: string }[];
  acquirers: { name: string; logo: string }[];
  manufacturers: { name: string }[];
  features: { name: string }[];
  products: {
    name: string;
    image: string;
    term: string;
    acquirer: string;
    manufacturer: string;
    features: string[];
    monthlyCharge: number;
    /** Per cent, e.g. 0.35. */
    debitRatePercent: number;
    debitPencePerTransaction: number;
    creditRatePercent: number;
    creditPencePerTransaction: number;
    contractMonths: number;
    exitFeePence: number;
    setUpFeePence: number;
  }[];
}

type ContentKind = 'product' | 'term' | 'acquirer' | 'manufacturer' | 'feature';

/**
 * Whether the console has ever kept a row of this kind under this name: one an editor renamed is not missing, and
 * adding it again would undo the rename.
 */
async function knownToTheConsole(prisma: Prisma, kind: ContentKind, name: string) {
  const version = await prisma.contentVersion.findFirst({
    where: { kind, data: { path: ['name'], equals: name } },
    select: { id: true },
  });
  return version !== null;
}

/**
 * Adds the shipped catalogue rows that are missing, by name, and never changes one that exists: once the database
 * holds the catalogue, the console is where it is edited, and running the seed again undoes nothing an editor did
 * (a renamed, re-priced or retired row stays as they left it; a renamed one is not added back). Ids stay stable.
 * A product made before the figures existed, and never edited in the console since, gets the shipped figures.
 */
export async function seedCashAdvanceCatalogue(prisma: Prisma): Promise<number> {
  const catalogue = JSON.parse(await readFile(join(seedDir, 'cash-advance.json'), 'utf8')) as CashAdvanceCatalogue;

  /** Each row's id by name: the existing row's, or a new one's. Null for a row renamed in the console. */
  const ids = async <T extends { name: string }>(
    kind: ContentKind,
    rows: T[],
    find: (name: string) => Promise<{ id: number } | null>,
    create: (row: T) => Promise<{ id: number }>,
  ): Promise<Map<string, number | null>> => {
    const map = new Map<string, number | null>();
    for (const row of rows) {
      const found = await find(row.name);
      if (found) map.set(row.name, found.id);
      else if (await knownToTheConsole(prisma, kind, row.name)) map.set(row.name, null);
      else map.set(row.name, (await create(row)).id);
    }
    return map;
  };
  /**
   * The shipped row's first version, by no one (the seed): its history starts with what was shipped, and the name
   * it was shipped under stays known after an editor renames it.
   */
  const shipped = async (kind: ContentKind, entityId: number, data: Record<string, unknown>) => {
    await prisma.contentVersion.create({ data: { kind, entityId, action: 'created', data: data as object } });
  };
  const termIds = await ids(
    'term',
    catalogue.terms,
    (name) => prisma.productTerm.findUnique({ where: { name } }),
    async ({ name }) => {
      const row = await prisma.productTerm.create({ data: { name } });
      await shipped('term', row.id, { name });
      return row;
    },
  );
  const acquirerIds = await ids(
    'acquirer',
    catalogue.acquirers,
    (name) => prisma.productAcquirer.findUnique({ where: { name } }),
    async ({ name, logo }) => {
      const row = await prisma.productAcquirer.create({ data: { name, logo } });
      await shipped('acquirer', row.id, { name, logo });
      return row;
    },
  );
  const manufacturerIds = await ids(
    'manufacturer',
    catalogue.manufacturers,
    (name) => prisma.productManufacturer.findUnique({ where: { name } }),
    async ({ name }) => {
      const row = await prisma.productManufacturer.create({ data: { name } });
      await shipped('manufacturer', row.id, { name });
      return row;
    },
  );
  const featureIds = await ids(
    'feature',
    catalogue.features,
    (name) => prisma.productFeature.findUnique({ where: { name } }),
    async ({ name }) => {
      const row = await prisma.productFeature.create({ data: { name } });
      await shipped('feature', row.id, { name });
      return row;
    },
  );
  const idOf = (map: Map<string, number | null>, name: string) => {
    if (!map.has(name)) throw new Error(`cash-advance.json refers to unknown "${name}"`);
    return map.get(name)!;
  };
  for (const product of catalogue.products) {
    const figures = {
      debitRatePercent: String(product.debitRatePercent),
      debitPencePerTransaction: String(product.debitPencePerTransaction),
      creditRatePercent: String(product.creditRatePercent),
      creditPencePerTransaction: String(product.creditPencePerTransaction),
      contractMonths: product.contractMonths,
      exitFeePence: product.exitFeePence,
      setUpFeePence: product.setUpFeePence,
    };
    const existing = await prisma.product.findUnique({ where: { name: product.name } });
    if (existing) {
      const unset = Object.keys(figures).every((key) => existing[key as keyof typeof figures] === null);
      const edited = await prisma.contentVersion.findFirst({
        where: { kind: 'product', entityId: existing.id },
        select: { id: true },
      });
      if (unset && !edited) await prisma.product.update({ where: { id: existing.id }, data: figures });
      continue;
    }
    if (await knownToTheConsole(prisma, 'product', product.name)) continue;
    const choices = [
      idOf(termIds, product.term),
      idOf(acquirerIds, product.acquirer),
      idOf(manufacturerIds, product.manufacturer),
    ];
    const features = product.features.map((name) => idOf(featureIds, name));
    // A shipped product on a list row an editor renamed: theirs to add back, if they want it.
    if ([...choices, ...features].some((id) => id === null)) continue;
    const [termId, acquirerId, manufacturerId] = choices as number[];
    const created = await prisma.product.create({
      data: {
        name: product.name,
        image: product.image,
        monthlyCharge: product.monthlyCharge,
        termId: termId!,
        acquirerId: acquirerId!,
        manufacturerId: manufacturerId!,
        ...figures,
        features: { connect: (features as number[]).map((id) => ({ id })) },
      },
    });
    // As the console's form saves a product (what a restore puts back): decimals as text, fees in pounds.
    await shipped('product', created.id, {
      name: product.name,
      image: product.image,
      featureIds: (features as number[]).toSorted((a, b) => a - b),
      termId,
      acquirerId,
      manufacturerId,
      monthlyCharge: product.monthlyCharge,
      debitRatePercent: figures.debitRatePercent,
      debitPencePerTransaction: figures.debitPencePerTransaction,
      creditRatePercent: figures.creditRatePercent,
      creditPencePerTransaction: figures.creditPencePerTransaction,
      contractMonths: product.contractMonths,
      exitFee: (product.exitFeePence / 100).toFixed(2),
      setUpFee: (product.setUpFeePence / 100).toFixed(2),
    });
  }
  return catalogue.products.length;
}
