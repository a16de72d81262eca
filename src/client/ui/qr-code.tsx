import { encode } from 'uqr';

/** Modules of light margin around the code; scanners need four (ISO/IEC 18004). */
const QUIET_ZONE = 4;

/**
 * A QR code drawn as one SVG path (uqr encodes it). Always dark on white, in either theme:
 * phone cameras read that contrast, not the page's. `label` is what a screen reader hears.
 */
export function QrCode({
  value,
  label,
  size = 184,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const { data } = encode(value, { border: 0, ecc: 'M' });
  const modules = data.length;
  const path = data
    .flatMap((row, y) =>
      row.map((dark, x) => (dark ? `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z` : '')),
    )
    .join('');
  const extent = modules + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      className="shrink-0 rounded-control"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
