import { describe, expect, it } from 'vitest';
import type { Prisma } from '@sme/db';
import { AddressLookupError, createCaller, demoAddressProvider } from '../src/index.ts';
import { demoPostcodes } from '../src/testing.ts';

// The lookup touches no table: a caller without a database is enough.
const prisma = {} as Prisma;

describe('address.lookup', () => {
  const caller = createCaller({ prisma, addressLookup: demoAddressProvider() });

  it('normalises case and spacing before looking up', async () => {
    const postcode = demoPostcodes[0]!;
    const messy = ` ${postcode.toLowerCase().replace(' ', '')} `;
    const { collections } = await caller.address.lookup({ postcode: messy });
    expect(collections.length).toBeGreaterThan(0);
    expect(collections.every((a) => a.postCode === postcode)).toBe(true);
  });

  it('answers an unknown but valid postcode with no addresses', async () => {
    expect(await caller.address.lookup({ postcode: 'ZZ9 9ZZ' })).toEqual({ collections: [] });
  });

  it.each(['', 'SW1A', '12345', 'SW1A 1AAA', 'not a postcode'])('refuses %j as not a UK postcode', async (postcode) => {
    await expect(caller.address.lookup({ postcode })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Please enter a valid UK postcode.'),
    });
  });

  it('turns any failure of the service into one clear SERVICE_UNAVAILABLE error', async () => {
    const failing = createCaller({
      prisma,
      addressLookup: {
        lookup: async () => {
          throw new AddressLookupError('timeout', '5000 ms');
        },
      },
    });
    await expect(failing.address.lookup({ postcode: 'LS1 4AP' })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Address lookup is not available right now. Please try again in a moment.',
    });
  });
});
