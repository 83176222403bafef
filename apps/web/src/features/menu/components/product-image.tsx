/** A product's drawn illustration, with fixed dimensions so the page does not shift while loading. */
export function ProductImage({
  src,
  size,
  eager = false,
}: {
  src: string | null;
  size: number;
  eager?: boolean;
}) {
  return (
    <img
      src={src ?? '/images/menu/halve-kip.svg'}
      alt=""
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className="shrink-0 select-none"
    />
  );
}
