import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageMeta } from '../../app/page-meta.tsx';
import type { PageProps } from '../../app/route-params.ts';
import { paths } from '../../app/paths.ts';
import { ConsentEmbed } from '../../consent/ConsentEmbed.tsx';
import { Illustration } from '../../ui/Illustration.tsx';
import { PageHero, Section, TitledSection } from '../../ui/Section.tsx';
import { socialChannels } from './social-channels.tsx';

const FACEBOOK_FEED =
  'https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Fsmecompareuk&tabs=timeline&width=340&height=600';

/** The Facebook feed, loaded once cookies or the visitor allow it. */
export const FacebookFeed = () => (
  <ConsentEmbed service="Facebook" title="Our latest posts on Facebook" src={FACEBOOK_FEED} height={600} />
);

/**
 * /social-sponge-ifram: our social channels and, with consent, our Facebook feed in an iframe. `embed` stands in for
 * the feed where another render puts it (the islands page puts its island there).
 */
export default function SocialSpongeIframPage({ embed }: Partial<PageProps> & { embed?: ReactNode }) {
  return (
    <>
      <PageMeta
        title="Community"
        description="Follow SME Compare on Facebook, LinkedIn, Instagram and X for business energy, funding and card payment news for UK small businesses."
      />
      <PageHero
        eyebrow="Community"
        title="Community and social"
        lead="We share what we learn from helping UK small businesses every day: when energy prices move, what lenders are looking for, and simple ways to cut running costs. Follow us wherever suits you, and ask us questions there too."
        image={<Illustration src="/images/social/community.svg" className="h-auto w-full max-w-md" />}
      />

      <Section id="channels" title="Follow us" className="py-12 sm:py-16">
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {socialChannels.map((channel) => (
            <li key={channel.name}>
              <a
                href={channel.href}
                rel="noopener"
                className="group flex h-full flex-col rounded-xl border border-slate-200 p-5 shadow-sm transition-colors hover:border-brand-700 hover:bg-brand-50"
              >
                <span className="flex items-center gap-3 text-brand-700">
                  {channel.icon}
                  <span className="text-xl font-semibold text-ink group-hover:underline">{channel.name}</span>
                </span>
                <span className="mt-1 text-sm font-medium text-slate-600">{channel.handle}</span>
                <span className="mt-3 text-slate-700">{channel.blurb}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <TitledSection
        headingId="latest-posts"
        title="Our latest posts"
        className="bg-slate-50"
        layoutClassName="grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_32rem]"
        intro={
          <>
            <p className="mt-3 text-slate-700">
              Our Facebook timeline, shown here as Facebook publishes it. Because it comes from Facebook, which may set
              cookies, it loads only once you have accepted cookies or pressed its Load button.{' '}
              <a
                href={`${paths.privacyPolicy}#cookies`}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                How we use cookies
              </a>
            </p>
            <p className="mt-6 text-slate-700">
              Prefer to read at your own pace? Our guides cover the same topics in depth.
            </p>
            <a href={paths.blogs} className="btn-outline mt-3 bg-white">
              Read our blog
              <ArrowRight aria-hidden="true" className="size-5" />
            </a>
          </>
        }
      >
        <div className="min-w-0">{embed}</div>
      </TitledSection>
    </>
  );
}
