import { Link } from 'wouter';
import { paths } from '../app/paths.ts';
import { SITE_NAME } from '../app/page-meta.tsx';

const navigation = [
  { href: paths.blogs, label: 'Blog' },
  { href: paths.contact, label: 'Contact Us' },
];

export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="container-page flex min-h-16 flex-wrap items-center justify-between gap-x-6 gap-y-2 py-2">
        <Link href={paths.home} className="flex items-center gap-2 text-xl font-extrabold text-brand-800">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          {SITE_NAME}
        </Link>
        <nav aria-label="Main">
          <ul className="flex flex-wrap gap-1">
            {navigation.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className={(active: boolean) =>
                    `inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-brand-50 ${active ? 'text-brand-700 underline underline-offset-4' : 'text-ink'}`
                  }
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
