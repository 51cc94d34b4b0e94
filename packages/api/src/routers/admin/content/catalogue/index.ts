import type { CatalogueListKind } from '@sme/domain';
import { router } from '../../../../trpc.ts';
import { contentEditProcedure, staffProcedure } from '../../procedures.ts';
import {
  listRowsHandler,
  restoreRowHandler,
  rowHistoryHandler,
  saveRowHandler,
  setRowRetiredHandler,
} from './lists.handler.ts';
import { listInputs } from './lists.schema.ts';
import {
  getProductHandler,
  listProductsHandler,
  productHistoryHandler,
  productOptionsHandler,
  restoreProductHandler,
  saveProductHandler,
  setProductRetiredHandler,
} from './products.handler.ts';
import { productIdInput, productRestoreInput, productSaveInput, productStatusInput } from './products.schema.ts';

/** Card machines: every staff member reads them; admins and editors change them. */
const productsRouter = router({
  list: staffProcedure.query(({ ctx }) => listProductsHandler(ctx)),
  get: staffProcedure.input(productIdInput).query(({ ctx, input }) => getProductHandler(ctx, input)),
  options: staffProcedure.query(({ ctx }) => productOptionsHandler(ctx)),
  save: contentEditProcedure.input(productSaveInput).mutation(({ ctx, input }) => saveProductHandler(ctx, input)),
  retire: contentEditProcedure
    .input(productStatusInput)
    .mutation(({ ctx, input }) => setProductRetiredHandler(ctx, input, true)),
  reinstate: contentEditProcedure
    .input(productStatusInput)
    .mutation(({ ctx, input }) => setProductRetiredHandler(ctx, input, false)),
  history: staffProcedure.input(productIdInput).query(({ ctx, input }) => productHistoryHandler(ctx, input)),
  restore: contentEditProcedure
    .input(productRestoreInput)
    .mutation(({ ctx, input }) => restoreProductHandler(ctx, input)),
});

/** One of the lists a product is described by, with the same procedures as the others. */
function listRouter(kind: CatalogueListKind) {
  const inputs = listInputs(kind);
  return router({
    list: staffProcedure.query(({ ctx }) => listRowsHandler(ctx, kind)),
    save: contentEditProcedure.input(inputs.save).mutation(({ ctx, input }) => saveRowHandler(ctx, kind, input)),
    retire: contentEditProcedure
      .input(inputs.status)
      .mutation(({ ctx, input }) => setRowRetiredHandler(ctx, kind, input, true)),
    reinstate: contentEditProcedure
      .input(inputs.status)
      .mutation(({ ctx, input }) => setRowRetiredHandler(ctx, kind, input, false)),
    history: staffProcedure.input(inputs.id).query(({ ctx, input }) => rowHistoryHandler(ctx, kind, input)),
    restore: contentEditProcedure
      .input(inputs.restore)
      .mutation(({ ctx, input }) => restoreRowHandler(ctx, kind, input)),
  });
}

/** The card-machine catalogue in the console: products, and the four lists that describe them. */
export const catalogueRouter = router({
  products: productsRouter,
  terms: listRouter('term'),
  acquirers: listRouter('acquirer'),
  manufacturers: listRouter('manufacturer'),
  features: listRouter('feature'),
});
