/**
 * Two overlapping circles (two people) with a heart where they meet, surrounded by the things
 * Right One compares. Pure SVG + tokens, so it follows the theme and needs no image download.
 */
const TRAITS = [
  { label: 'Values', className: 'top-[6%] left-[2%]' },
  { label: 'Life goals', className: 'top-[14%] right-[0%]' },
  { label: 'Communication', className: 'bottom-[14%] left-[0%]' },
  { label: 'Emotional style', className: 'bottom-[4%] right-[4%]' },
];

export function HeroIllustration() {
  return (
    <div
      className="relative mx-auto aspect-square w-full max-w-[20rem] sm:max-w-[26rem]"
      aria-hidden="true"
    >
      <svg viewBox="0 0 400 400" className="size-full">
        <defs>
          <radialGradient id="hero-left" cx="35%" cy="35%" r="75%">
            <stop offset="0%" stopColor="var(--primary)" stopOpacity="0.55" />
            <stop offset="100%" stopColor="var(--primary)" stopOpacity="0.12" />
          </radialGradient>
          <radialGradient id="hero-right" cx="65%" cy="35%" r="75%">
            <stop offset="0%" stopColor="var(--accent)" stopOpacity="0.55" />
            <stop offset="100%" stopColor="var(--accent)" stopOpacity="0.12" />
          </radialGradient>
        </defs>
        <circle
          cx="200"
          cy="200"
          r="178"
          fill="none"
          stroke="var(--border)"
          strokeDasharray="2 8"
          strokeLinecap="round"
        />
        <circle cx="200" cy="200" r="140" fill="var(--surface)" opacity="0.55" />
        <circle cx="160" cy="200" r="92" fill="url(#hero-left)" />
        <circle cx="240" cy="200" r="92" fill="url(#hero-right)" />
        <circle
          cx="160"
          cy="200"
          r="92"
          fill="none"
          stroke="var(--primary)"
          strokeOpacity="0.45"
          strokeWidth="1.5"
        />
        <circle
          cx="240"
          cy="200"
          r="92"
          fill="none"
          stroke="var(--accent)"
          strokeOpacity="0.45"
          strokeWidth="1.5"
        />
        <path
          d="M200 232s-26-15.6-26-33a14.5 14.5 0 0 1 26-8.6 14.5 14.5 0 0 1 26 8.6c0 17.4-26 33-26 33z"
          fill="var(--primary)"
        />
        <circle cx="120" cy="168" r="5" fill="var(--primary)" opacity="0.7" />
        <circle cx="284" cy="236" r="5" fill="var(--accent)" opacity="0.7" />
      </svg>
      {TRAITS.map((trait) => (
        <span
          key={trait.label}
          className={`absolute rounded-full border border-border bg-surface/90 px-3 py-1.5 text-sm font-semibold text-fg shadow-soft backdrop-blur ${trait.className}`}
        >
          {trait.label}
        </span>
      ))}
    </div>
  );
}
