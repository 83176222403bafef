/** A small drawn icon per menu category, for the home page's popular dishes. */
export function CategoryArt({ category, className }: { category: string; className?: string }) {
  const common = { className, 'aria-hidden': true as const, viewBox: '0 0 64 64' };
  switch (category) {
    case 'burgers':
      return (
        <svg {...common}>
          <path d="M10 30 q22 -26 44 0z" fill="#e8a33d" />
          <rect x="8" y="30" width="48" height="6" rx="3" fill="#4caf50" />
          <rect x="10" y="36" width="44" height="8" rx="3" fill="#c46a1c" />
          <rect x="9" y="44" width="46" height="4" rx="2" fill="#ffd100" />
          <path d="M10 48 h44 q0 8 -8 8 h-28 q-8 0 -8 -8z" fill="#e8a33d" />
        </svg>
      );
    case 'wraps':
      return (
        <svg {...common}>
          <path d="M14 50 L40 10 L54 20 L28 58z" fill="#f6d79a" stroke="#c99a4e" strokeWidth="2" />
          <path d="M40 10 L54 20 L50 26 L36 16z" fill="#4caf50" />
          <path d="M36 16 L50 26 L47 31 L33 21z" fill="#c8102e" />
        </svg>
      );
    case 'menus':
      return (
        <svg {...common}>
          <path d="M14 24 h16 l-3 32 h-10z" fill="#c8102e" />
          <g fill="#ffd100">
            <rect x="15" y="12" width="3" height="14" />
            <rect x="20" y="10" width="3" height="16" />
            <rect x="25" y="13" width="3" height="13" />
          </g>
          <ellipse cx="44" cy="42" rx="14" ry="10" fill="#c46a1c" />
          <circle cx="54" cy="52" r="4" fill="#fff8e7" />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <ellipse cx="30" cy="36" rx="20" ry="14" fill="#c46a1c" />
          <ellipse cx="26" cy="31" rx="10" ry="5" fill="#e8a33d" />
          <path d="M46 40 q10 2 10 10 l-6 2 q-2 -6 -8 -6z" fill="#c46a1c" />
          <circle cx="55" cy="53" r="4" fill="#fff8e7" />
        </svg>
      );
  }
}
