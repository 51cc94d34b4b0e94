import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { SITE_NAME } from '../app/page-meta.tsx';
import { paths } from '../app/paths.ts';
import { DisclosureButton } from '../ui/DisclosureButton.tsx';
import { mainNavigation } from './navigation.ts';
import { QuotationMenu } from './QuotationMenu.tsx';
import { TopBar } from './TopBar.tsx';
import { usePagePath } from '../app/page-address.tsx';

export function SiteHeader() {
  const location = usePagePath();
  // Open only on the page where it was opened: any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location;

  return (
    <header className="border-b border-slate-200 bg-white">
      <TopBar />
      <div className="container-page flex min-h-16 flex-wrap items-center justify-between gap-x-6 py-2">
        <a href={paths.home} className="flex min-h-11 items-center gap-2 text-xl font-extrabold text-brand-800">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          {SITE_NAME}
        </a>
        <DisclosureButton
          className="inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 lg:hidden"
          open={menuOpen}
          controls="site-navigation"
          onToggle={() => setMenuOpenAt(menuOpen ? null : location)}
        >
          {/* Both icons, one hidden: on a page moved to islands the menu's script shows the other. */}
          <Menu aria-hidden="true" data-menu-icon="closed" className={`size-6 ${menuOpen ? 'hidden' : ''}`} />
          <X aria-hidden="true" data-menu-icon="open" className={`size-6 ${menuOpen ? '' : 'hidden'}`} />
          <span className="sr-only">Menu</span>
        </DisclosureButton>
        <nav
          id="site-navigation"
          aria-label="Main"
          className={`${menuOpen ? 'flex' : 'hidden'} w-full flex-col gap-3 pb-4 lg:flex lg:w-auto lg:flex-row lg:items-center lg:pb-0`}
        >
          <ul className="flex flex-col lg:flex-row lg:gap-1">
            {mainNavigation.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  aria-current={location === item.href ? 'page' : undefined}
                  className={`flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-brand-50 ${location === item.href ? 'text-brand-700 underline underline-offset-4' : 'text-ink'}`}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
          <QuotationMenu />
        </nav>
      </div>
    </header>
  );
}
