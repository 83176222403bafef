/**
 * A product's drawn illustration, with fixed dimensions so the page does not shift while loading. One
 * below the first screen is fetched when it comes near (`useNearView`), not on the first visit.
 */
import { useNearView } from '../../../lib/near-view';

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
  const [ref, near] = useNearView<HTMLImageElement>(eager);
  return (
    <img
      ref={ref}
      src={near ? (src ?? '/images/menu/halve-kip.svg') : undefined}
      alt=""
      width={size}
      height={size}
      decoding="async"
      // Offline, a drawing never shown before is not kept (decision 042): an empty box, not a broken one.
      onError={(event) => (event.currentTarget.style.visibility = 'hidden')}
      className={`shrink-0 select-none ${className}`}
    />
  );
}
