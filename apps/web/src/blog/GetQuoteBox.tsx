import { messages } from '@sme/domain';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../app/paths.ts';
import { showDialog } from '../ui/dialogs.ts';

/** 'Get quote': a postcode that starts the energy comparison (comercial-utility-main). */
export function GetQuoteBox() {
  const [postcode, setPostcode] = useState('');
  const [, navigate] = useLocation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!postcode.trim()) {
      void showDialog('warning', messages.enterPostCode);
      return;
    }
    navigate(paths.comercialUtilityMain(postcode));
  };

  return (
    <section aria-labelledby="get-quote-heading" className="rounded-xl bg-brand-700 p-6 text-white">
      <h2 id="get-quote-heading" className="text-xl font-bold">
        Get quote
      </h2>
      <p className="mt-1 text-brand-50">Compare business gas and electricity prices for your premises.</p>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-3" noValidate>
        <label htmlFor="get-quote-postcode" className="sr-only">
          Postcode
        </label>
        <input
          id="get-quote-postcode"
          className="field-input"
          placeholder="Enter postcode to start"
          autoComplete="postal-code"
          value={postcode}
          onChange={(e) => setPostcode(e.target.value)}
        />
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-accent px-5 font-semibold text-ink hover:bg-amber-400"
        >
          Get quote
        </button>
      </form>
    </section>
  );
}
