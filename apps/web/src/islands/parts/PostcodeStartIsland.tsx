import { PostcodeStart } from '../../flows/shared/PostcodeStart.tsx';
import type { PostcodeFlow } from '../../flows/shared/postcode-starts.ts';
import { PageProviders, type IslandProps } from './PageProviders.tsx';

/**
 * A quote flow's postcode form as an island: a plain form (a GET to the flow's landing page, which the server answers
 * with the flow's first step) until this code arrives.
 */
export default function PostcodeStartIsland({
  flow,
  carry,
  ...island
}: IslandProps & { flow: PostcodeFlow; carry: Record<string, string> }) {
  return (
    <PageProviders {...island}>
      <PostcodeStart flow={flow} carry={carry} buttonLabel="Start comparing" />
    </PageProviders>
  );
}
