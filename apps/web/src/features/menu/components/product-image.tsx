/** A product's drawn illustration, with fixed dimensions so the page does not shift while loading. */
export function ProductImage({
  src,
  size,
  eager = false,
  className = '',
}: {
  src: string | null;
  size: number;
  eager?: boolean;
  /** Another size on some screens (`size-16 sm:size-22`); `size` stays the reserved box. */
  className?: string;
}) {
  return (
    <img
      src={src ?? '/images/menu/halve-kip.svg'}
      alt=""
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      // Offline, a drawing never shown before is not kept (decision 042): an empty box, not a broken one.
      onError={(event) => (event.currentTarget.style.visibility = 'hidden')}
      className={`shrink-0 select-none ${className}`}
    />
  );
}
