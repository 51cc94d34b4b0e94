/** A decorative illustration (the text beside it says what it shows): no alternative text, its space reserved. */
export function Illustration({
  src,
  width = 480,
  height = 360,
  className,
  lazy = false,
}: {
  src: string;
  width?: number;
  height?: number;
  className: string;
  lazy?: boolean;
}) {
  return (
    <img src={src} alt="" width={width} height={height} loading={lazy ? 'lazy' : undefined} className={className} />
  );
}
