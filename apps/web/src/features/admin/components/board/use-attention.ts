/**
 * What draws a cook to a waiting order when the board is not in front of them (issue 27 item 3): the
 * tab's title counts the waiting orders, the favicon carries a badge with the count, and a device
 * that can vibrates when one arrives.
 */
import { useEffect, useRef } from 'react';

/** The count on the favicon: up to 9, then `9+`. */
export function badgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

async function badgedIcon(href: string, count: number): Promise<string | null> {
  const size = 64;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const icon = new Image();
  icon.src = href;
  try {
    await icon.decode();
    ctx.drawImage(icon, 0, 0, size, size);
  } catch {
    // Without the icon the badge alone still says it.
  }
  ctx.beginPath();
  ctx.arc(42, 22, 21, 0, 2 * Math.PI);
  ctx.fillStyle = '#0d0b0a';
  ctx.fill();
  ctx.lineWidth = 4;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 30px sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(badgeText(count), 42, 24);
  return canvas.toDataURL('image/png');
}

/** The tab's title while orders wait; the page's own returns when none does or the board closes. */
function useTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}

/** The favicon with a badge while orders wait; the original is put back when none does. */
function useFaviconBadge(count: number): void {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (!link || count === 0) return;
    const href = link.getAttribute('href') ?? '';
    const type = link.getAttribute('type');
    let current = true;
    void badgedIcon(link.href, count).then((badged) => {
      if (!current || !badged) return;
      link.type = 'image/png';
      link.href = badged;
    });
    return () => {
      current = false;
      link.setAttribute('href', href);
      if (type === null) link.removeAttribute('type');
      else link.type = type;
    };
  }, [count]);
}

export function useAttention({
  title,
  waiting,
  arrivals,
}: {
  title: string | null;
  waiting: number;
  /** How many orders arrived while the board was open: each new one vibrates the device. */
  arrivals: number;
}): void {
  useTitle(title);
  useFaviconBadge(waiting);
  const seen = useRef(arrivals);
  useEffect(() => {
    if (arrivals > seen.current) navigator.vibrate?.([400, 200, 400, 200, 400]);
    seen.current = arrivals;
  }, [arrivals]);
}
