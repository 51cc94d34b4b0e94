import { PostcodeStart } from '../flows/shared/PostcodeStart.tsx';

/** 'Get quote': a postcode that starts the energy comparison (comercial-utility-main). */
export function GetQuoteBox() {
  return (
    <section aria-labelledby="get-quote-heading" className="rounded-xl bg-brand-700 p-6 text-white">
      <h2 id="get-quote-heading" className="text-xl font-bold">
        Get quote
      </h2>
      <p className="mt-1 mb-4 text-brand-50">Compare business gas and electricity prices for your premises.</p>
      <PostcodeStart flow="energy" buttonLabel="Get quote" tone="dark" stacked />
    </section>
  );
}
