import type { ComponentProps } from 'react';

/** A button that shows and hides a region: `controls` is the region's id while it is on the page. */
export function DisclosureButton({
  open,
  controls,
  onToggle,
  ...button
}: Omit<ComponentProps<'button'>, 'type' | 'onClick'> & {
  open: boolean;
  controls: string | undefined;
  onToggle: () => void;
}) {
  return <button type="button" aria-expanded={open} aria-controls={controls} onClick={onToggle} {...button} />;
}
