import { PRODUCT_NOT_SURE, type CardTakings } from '@sme/domain';
import type { Product } from './catalogue.ts';
import { NotSureCard, ProductCard } from './ProductCard.tsx';

/**
 * The cards of 'Choose your product' in the chooser's order, then 'Not sure'. Display only: their Select buttons are
 * submit buttons of the list's form, which the chooser sends (ProductChooser.tsx), so its code loads after the
 * chooser's and the server's markup serves until then.
 */
export default function ProductList({
  products,
  takings,
  currentChoice,
  saving,
}: {
  /** The products to show; none while the list cannot be read. */
  products: readonly Product[] | undefined;
  takings: CardTakings | null;
  currentChoice: number | string | null;
  /** The choice being stored, if any: every Select waits meanwhile. */
  saving: number | string | null;
}) {
  const state = (choice: number | string) => ({ busy: saving !== null, saving: saving === choice });
  return (
    <>
      {products?.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          takings={takings}
          current={currentChoice === product.id}
          state={state(product.id)}
        />
      ))}
      <NotSureCard current={currentChoice === PRODUCT_NOT_SURE} state={state(PRODUCT_NOT_SURE)} />
    </>
  );
}
