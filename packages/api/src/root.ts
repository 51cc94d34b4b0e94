import { createCallerFactory, router } from './trpc.ts';
import { addressRouter } from './routers/address/index.ts';
import { adminRouter } from './routers/admin/index.ts';
import { blogRouter } from './routers/blog/index.ts';
import { bookingRouter } from './routers/booking/index.ts';
import { businessLoanRouter } from './routers/business-loan/index.ts';
import { cashAdvanceRouter } from './routers/cash-advance/index.ts';
import { energyRouter } from './routers/energy/index.ts';
import { financeRouter } from './routers/finance/index.ts';
import { formsRouter } from './routers/forms/index.ts';
import { partnerRouter } from './routers/partner/index.ts';
import { waterWasteRouter } from './routers/water-waste/index.ts';

export const appRouter = router({
  address: addressRouter,
  admin: adminRouter,
  blog: blogRouter,
  booking: bookingRouter,
  businessLoan: businessLoanRouter,
  cashAdvance: cashAdvanceRouter,
  energy: energyRouter,
  finance: financeRouter,
  forms: formsRouter,
  partner: partnerRouter,
  waterWaste: waterWasteRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
