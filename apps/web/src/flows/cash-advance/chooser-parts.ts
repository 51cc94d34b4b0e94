// The parts of 'Choose your product' whose code loads after the chooser's own (ProductChooser.tsx): one module, so
// they arrive together. The list updates as the filters, the sort and the estimator change it: were one of those to
// arrive before the cards' code, a change would reach the cards before React had adopted the server's markup of them.
export { default as CardCostEstimator } from './CardCostEstimator.tsx';
export { FilterChips, FilterSidebar, SortChoice } from './ProductFilterPanel.tsx';
export { default as ProductList } from './ProductList.tsx';
