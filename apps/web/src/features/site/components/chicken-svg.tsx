/** The Gouden Haan chicken, drawn in SVG: the logo mark and the floating widget share it. */
export function ChickenSvg({ className, animated = false }: { className?: string; animated?: boolean }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <g className={animated ? 'gh-chicken-body' : undefined}>
        <path d="M12 30 Q4 22 10 14 Q14 22 18 24 Q14 14 22 10 Q22 22 26 26 Z" fill="#c8102e" />
        <path d="M14 28 Q10 22 14 18 Q17 24 22 26 Z" fill="#ffd100" />
        <ellipse cx="32" cy="39" rx="20" ry="16" fill="#fff8e7" stroke="#8b0a1f" strokeWidth="2" />
        <path
          className={animated ? 'gh-chicken-wing' : undefined}
          d="M20 38 Q28 28 38 36 Q32 46 20 38 Z"
          fill="#ffd100"
          stroke="#b8860b"
          strokeWidth="1.5"
        />
        <path d="M38 8 Q40 3 43 7 Q46 2 48 8 Q52 6 50 12 L40 13 Z" fill="#c8102e" />
        <circle cx="44" cy="20" r="10" fill="#fff8e7" stroke="#8b0a1f" strokeWidth="2" />
        <circle cx="47" cy="18" r="2" fill="#0d0b0a" />
        <circle cx="47.6" cy="17.4" r="0.6" fill="#fff" />
        <path d="M53 20 L60 22.5 L53 25 Z" fill="#ffd100" stroke="#b8860b" strokeWidth="1" />
        <path d="M52 26 Q55 31 51 33 Q49 29 52 26 Z" fill="#c8102e" />
        <circle cx="41" cy="23" r="2" fill="#f4a0a8" opacity="0.8" />
      </g>
      <path
        d="M28 54 L26 61 M26 61 L22 62 M26 61 L29 62"
        stroke="#b8860b"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path
        d="M38 54 L38 61 M38 61 L34 62 M38 61 L41 62"
        stroke="#b8860b"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
