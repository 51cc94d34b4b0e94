import { GetQuoteBox } from '../../blog/GetQuoteBox.tsx';
import { PageProviders, type IslandProps } from './PageProviders.tsx';

/**
 * 'Get quote' beside a blog post as an island: its postcode form is a plain form (a GET to the energy landing page,
 * which the server answers with the comparison's first step) until this code arrives.
 */
export default function GetQuoteIsland(props: IslandProps) {
  return (
    <PageProviders {...props}>
      <GetQuoteBox />
    </PageProviders>
  );
}
