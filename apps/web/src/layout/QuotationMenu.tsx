import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { DisclosureButton } from '../ui/DisclosureButton.tsx';
import { LinkItems } from './LinkItems.tsx';
import { quotationLinks } from './navigation.ts';
import { usePagePath } from '../app/page-address.tsx';
import { useIslandId } from '../app/use-island-id.ts';

/** 'Get Free Quotation': a disclosure menu; Escape or a click outside closes it, focus returns to the button. */
export function QuotationMenu() {
  const location = usePagePath();
  // Open only on the page where it was opened: following one of its links closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location;
  const menuId = useIslandId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenAt(null);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={container} data-quotation-menu className="relative">
      <DisclosureButton
        ref={button}
        className="btn-primary w-full lg:w-auto"
        open={open}
        controls={menuId}
        onToggle={() => setOpenAt(open ? null : location)}
      >
        Get Free Quotation
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </DisclosureButton>
      <ul
        id={menuId}
        hidden={!open}
        className="z-30 mt-2 min-w-56 rounded-lg border border-slate-200 bg-white py-2 shadow-lg lg:absolute lg:right-0"
      >
        <LinkItems
          links={quotationLinks}
          className="flex min-h-11 items-center px-4 font-medium text-ink hover:bg-brand-50"
        />
      </ul>
    </div>
  );
}
