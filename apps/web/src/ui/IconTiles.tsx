import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The round badge an IconCard's icon can sit in. */
export const iconBadge = 'inline-flex size-12 items-center justify-center rounded-full bg-brand-50';
/** The same badge in the brand colour, for a white icon (`iconClassName="size-6"`). */
export const solidIconBadge = 'inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white';

interface IconCardProps {
  icon: LucideIcon;
  title: ReactNode;
  text: ReactNode;
  className: string;
  iconClassName?: string;
  badgeClassName?: string;
  titleClassName?: string;
  textClassName?: string;
  testId?: string;
  /** What follows the sentence (a link, actions). */
  children?: ReactNode;
}

/** A grid of IconCards, one per point, all drawn alike. */
export function IconCardList({
  items,
  className,
  cardClassName,
  ...look
}: Omit<IconCardProps, 'icon' | 'title' | 'text' | 'className' | 'children'> & {
  items: readonly (Pick<IconCardProps, 'icon' | 'text'> & { title: string })[];
  className: string;
  cardClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <IconCard key={item.title} {...look} {...item} className={cardClassName} />
      ))}
    </ul>
  );
}

/** One tile of a grid of points: an icon (alone or in a badge), a heading, a sentence and what follows it. */
export function IconCard({
  icon: Icon,
  title,
  text,
  className,
  iconClassName = 'size-8 text-brand-700',
  badgeClassName,
  titleClassName = 'mt-4 text-xl font-semibold text-ink',
  textClassName = 'mt-2 text-slate-700',
  testId,
  children,
}: IconCardProps) {
  const icon = <Icon aria-hidden="true" className={iconClassName} />;
  return (
    <li className={className} data-testid={testId}>
      {badgeClassName ? <span className={badgeClassName}>{icon}</span> : icon}
      <h3 className={titleClassName}>{title}</h3>
      <p className={textClassName}>{text}</p>
      {children}
    </li>
  );
}

/** One point of a list: an icon beside a heading and its sentence. */
export function IconPoint({
  icon: Icon,
  title,
  text,
  className = 'flex gap-4',
  iconClassName = 'mt-1 size-6 shrink-0 text-brand-700',
  titleClassName = 'text-lg font-semibold text-ink',
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: ReactNode;
  className?: string;
  iconClassName?: string;
  titleClassName?: string;
  /** What follows the sentence (a link). */
  children?: ReactNode;
}) {
  return (
    <li className={className}>
      <Icon aria-hidden="true" className={iconClassName} />
      <div>
        <h3 className={titleClassName}>{title}</h3>
        <p className="mt-1 text-slate-700">{text}</p>
        {children}
      </div>
    </li>
  );
}

/** The link that ends a card: its label, then an arrow. */
export function ArrowLink({
  href,
  className,
  arrowClassName = 'size-4',
  children,
}: {
  href: string;
  className: string;
  arrowClassName?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} className={className}>
      {children}
      <ArrowRight aria-hidden="true" className={arrowClassName} />
    </a>
  );
}
