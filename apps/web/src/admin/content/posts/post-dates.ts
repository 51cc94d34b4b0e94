import { formatUkDateTime, monthNames, postStatusLabels, ukDay, type PostStatus } from '@sme/domain';

/** A post's status as the console says it: Draft, Scheduled for <UK date and time>, or Published. */
export function postStatusText(status: PostStatus, publishedAt: string | null): string {
  if (status === 'scheduled' && publishedAt) return `Scheduled for ${formatUkDateTime(publishedAt)} (UK time)`;
  return postStatusLabels[status];
}

/**
 * A publication date as the blog prints dates, 'dd MMM yyyy', on the UK calendar whatever this computer's zone (a
 * post published at 00:30 BST is published on that UK day). Built from the UK day rather than Intl, whose en-GB
 * short month for September is "Sept".
 */
export function formatUkPostDate(at: string): string {
  const [year, month, day] = ukDay(new Date(at)).split('-') as [string, string, string];
  return `${day} ${monthNames[Number(month) - 1]!.slice(0, 3)} ${year}`;
}
