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
  }[];
}

/** Upserts the card-machine catalogue by name; ids stay stable across runs. */
export async function seedCashAdvanceCatalogue(prisma: Prisma): Promise<number> {
  const catalogue = JSON.parse(await readFile(join(seedDir, 'cash-advance.json'), 'utf8')) as CashAdvanceCatalogue;
  const ids = async <T extends { name: string }>(
    rows: T[],
    upsert: (row: T) => Promise<{ id: number; name: string }>,
  ): Promise<Map<string, number>> => {
    const map = new Map<string, number>();
    for (const row of rows) {
      const saved = await upsert(row);
      map.set(saved.name, saved.id);
    }
    return map;
  };
  const termIds = await ids(catalogue.terms, ({ name }) =>
    prisma.productTerm.upsert({ where: { name }, create: { name }, update: {} }),
  );
  const acquirerIds = await ids(catalogue.acquirers, ({ name, logo }) =>
    prisma.productAcquirer.upsert({ where: { name }, create: { name, logo }, update: { logo } }),
  );
  const manufacturerIds = await ids(catalogue.manufacturers, ({ name }) =>
    prisma.productManufacturer.upsert({ where: { name }, create: { name }, update: {} }),
  );
  const featureIds = await ids(catalogue.features, ({ name }) =>
    prisma.productFeature.upsert({ where: { name }, create: { name }, update: {} }),
  );
  const idOf = (map: Map<string, number>, name: string) => {
    const id = map.get(name);
    if (id === undefined) throw new Error(`cash-advance.json refers to unknown "${name}"`);
    return id;
  };
  for (const product of catalogue.products) {
    const data = {
      image: product.image,
      monthlyCharge: product.monthlyCharge,
      termId: idOf(termIds, product.term),
      acquirerId: idOf(acquirerIds, product.acquirer),
      manufacturerId: idOf(manufacturerIds, product.manufacturer),
    };
    const features = product.features.map((name) => ({ id: idOf(featureIds, name) }));
    await prisma.product.upsert({
      where: { name: product.name },
      create: { name: product.name, ...data, features: { connect: features } },
      update: { ...data, features: { set: features } },
    });
  }
  return catalogue.products.length;
}
