/** A list's links, one item each, all drawn alike. */
export function LinkItems({
  links,
  className,
}: {
  links: readonly { href: string; label: string }[];
  className: string;
}) {
  return links.map((link) => (
    // By label: two of the quotation menu's links go to the same page.
    <li key={link.label}>
      <a href={link.href} className={className}>
        {link.label}
      </a>
    </li>
  ));
}
