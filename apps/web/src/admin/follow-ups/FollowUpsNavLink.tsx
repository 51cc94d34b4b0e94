import { consolePaths } from '@sme/domain';
import { Link } from 'wouter';
import { useFollowUpAnnouncements } from './use-follow-up-announcements.ts';
import { useMyFollowUps } from './use-my-follow-ups.ts';

/**
 * The header's link to "My follow-ups", with how many are due ("My follow-ups (2)"). It also announces each one as
 * it falls due: the header is on every console page, so this runs once while the console is open.
 */
export function FollowUpsNavLink({ className, current }: { className: string; current: 'page' | undefined }) {
  useFollowUpAnnouncements();
  const due = useMyFollowUps().data?.due.length ?? 0;
  return (
    <Link href={consolePaths.followUps} className={className} aria-current={current}>
      My follow-ups{due > 0 ? ` (${due})` : ''}
    </Link>
  );
}
