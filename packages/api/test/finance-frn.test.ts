// The firm a visitor reads in the footer (SITE_FCA_FRN) and the one the loan figures name are one firm: a save naming
// another is refused and nothing is stored. Through the handler, with the server's setting in its context.
import { openTestDatabase } from '@sme/db/testing';
import { financeMessages } from '@sme/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveFinanceHandler } from '../src/routers/admin/finance/finance.handler.ts';
import type { StaffContext } from '../src/routers/admin/content/catalogue/catalogue-record.ts';
import { exampleLoanFigures } from './support/loan-figures.ts';

type Db = Awaited<ReturnType<typeof openTestDatabase>>;
let db: Db;
let staff: (fcaFrn?: string) => StaffContext;

beforeAll(async () => {
  db = await openTestDatabase('pglite');
  const user = await db.prisma.user.create({
    data: { id: 'admin-ada', name: 'Ada', email: 'ada@example.co.uk', role: 'admin' },
  });
  staff = (fcaFrn) =>
    ({
      prisma: db.prisma,
      user: { id: user.id, name: user.name, email: user.email, role: 'admin' },
      ...(fcaFrn ? { fcaFrn } : {}),
    }) as unknown as StaffContext;
});
afterAll(() => db?.close());

describe('the loan figures name the firm the footer names', () => {
  it('refuses figures naming another firm reference number, and stores nothing', async () => {
    const call = saveFinanceHandler(staff('7654321'), { kind: 'loan', data: { ...exampleLoanFigures } });
    await expect(call).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: financeMessages.firmFrnOfFooter('7654321'),
    });
    expect(await db.prisma.financeSetting.count({ where: { kind: 'loan' } })).toBe(0);
  });

  it('takes figures naming the footer’s number, and any number while the footer names none', async () => {
    await saveFinanceHandler(staff(exampleLoanFigures.firmFrn), { kind: 'loan', data: { ...exampleLoanFigures } });
    await saveFinanceHandler(staff(), { kind: 'loan', data: { ...exampleLoanFigures, firmFrn: '7654321' } });
    expect((await db.prisma.financeSetting.findUnique({ where: { kind: 'loan' } }))?.data).toMatchObject({
      firmFrn: '7654321',
    });
  });

  it('lets the loan figures be cleared whatever the footer names', async () => {
    await saveFinanceHandler(staff('7654321'), { kind: 'loan', data: null });
    expect(await db.prisma.financeSetting.count({ where: { kind: 'loan' } })).toBe(0);
  });
});
