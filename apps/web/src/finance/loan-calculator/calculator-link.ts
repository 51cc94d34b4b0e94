// Between the loan calculator at the start of /business-loan and the wizard's first step, both loaded after the page:
// the amount and term whose figures the calculator shows (sent with the application, so the server keeps its own
// figures for them), and the visitor's "use these in my application". One per browser tab: only effects and clicks
// touch it, never a render, so the server's renders share nothing through it.

export interface CalculatorChoice {
  amountPounds: number;
  termMonths: number;
}

const listeners = new Set<(choice: CalculatorChoice) => void>();
let shown: CalculatorChoice | null = null;
/** A "use these" the first step was not there yet to take (its code still on its way): taken when it comes. */
let waiting: CalculatorChoice | null = null;
/** The amount and term the first step's fields hold (null: none the calculator could show); undefined: not told. */
let held: CalculatorChoice | null | undefined;
const holdListeners = new Set<() => void>();

export const sameChoice = (a: CalculatorChoice | null | undefined, b: CalculatorChoice | null | undefined) =>
  a === b || (!!a && !!b && a.amountPounds === b.amountPounds && a.termMonths === b.termMonths);

export const calculatorLink = {
  /** What the calculator at the start of the wizard shows figures for now; null when it shows none. */
  shown: (): CalculatorChoice | null => shown,
  /** Called by that calculator as its figures change, and with null as it goes. */
  show: (choice: CalculatorChoice | null): void => {
    shown = choice;
    if (choice === null) waiting = null;
  },
  /** The visitor asked to use these in the application. */
  use: (choice: CalculatorChoice): void => {
    waiting = listeners.size === 0 ? choice : null;
    listeners.forEach((listener) => listener(choice));
  },
  /**
   * What the first step's amount and term fields hold, as it last told (undefined before it has: on the server, or
   * while its code is on its way), so the folded calculator says whether its figures are still the application's.
   */
  held: (): CalculatorChoice | null | undefined => held,
  /** Called by the first step as its amount and term change, and with undefined as it goes. */
  hold: (choice: CalculatorChoice | null | undefined): void => {
    if (sameChoice(choice, held)) return;
    held = choice;
    holdListeners.forEach((listener) => listener());
  },
  /** Called on each change of what the first step holds; answers the unsubscribe. */
  onHold: (listener: () => void): (() => void) => {
    holdListeners.add(listener);
    return () => holdListeners.delete(listener);
  },
  /** Called on each use (at once for one made before it was listening); answers the unsubscribe. */
  onUse: (listener: (choice: CalculatorChoice) => void): (() => void) => {
    listeners.add(listener);
    if (waiting) listener(waiting);
    waiting = null;
    return () => listeners.delete(listener);
  },
};
