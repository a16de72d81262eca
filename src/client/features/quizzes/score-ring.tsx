/** The EQ total as a ring, out of the maximum (125 with 25 questions). */
export function ScoreRing({ score, max }: { score: number; max: number }) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  const filled = Math.min(Math.max(score / max, 0), 1) * circumference;
  return (
    <div
      role="img"
      aria-label={`Score ${score} out of ${max}`}
      className="relative grid size-40 place-items-center"
    >
      <svg
        viewBox="0 0 120 120"
        aria-hidden="true"
        className="absolute inset-0 size-full -rotate-90"
      >
        <circle
          cx="60"
          cy="60"
          r={radius}
          fill="none"
          strokeWidth="10"
          className="stroke-surface-muted"
        />
        <circle
          cx="60"
          cy="60"
          r={radius}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${circumference}`}
          className="stroke-primary"
        />
      </svg>
      <p aria-hidden="true" className="flex flex-col items-center leading-none">
        <span className="font-display text-5xl font-semibold text-fg tabular-nums">{score}</span>
        <span className="mt-1 text-sm font-semibold text-muted">of {max}</span>
      </p>
    </div>
  );
}
