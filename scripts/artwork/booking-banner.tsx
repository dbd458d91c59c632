/** @jsxImportSource preact */
import { mix, palette } from './palette';

export const BOOKING_BANNER_WIDTH = 560;
export const BOOKING_BANNER_HEIGHT = 480;

const farHill = mix(palette.tint, palette.brandSoft, 0.18);
const midHill = mix(palette.tint, palette.brandSoft, 0.38);

/** The home hero's arch, a little smaller: the banner is the one drawing on the booking page. */
const ARCH = { left: 100, right: 460, spring: 250, base: 450 };
const R = (ARCH.right - ARCH.left) / 2;
const CX = ARCH.left + R;
const archPath = (grow: number) =>
  `M${ARCH.left - grow} ${ARCH.base}V${ARCH.spring}a${R + grow} ${R + grow} 0 0 1 ${2 * (R + grow)} 0V${ARCH.base}`;

/** The map lies on the ground: three folded panels, nearer edge wider, folds alternately up and down. */
const NEAR = 446;
const FAR = 362;
const FOLDS = [
  { nx: 132, fx: 178, lift: 0 },
  { nx: 222, fx: 246, lift: 8 },
  { nx: 338, fx: 314, lift: 0 },
  { nx: 428, fx: 382, lift: 8 },
];
const panel = (i: number) => {
  const a = FOLDS[i]!;
  const b = FOLDS[i + 1]!;
  return `M${a.nx} ${NEAR - a.lift}L${b.nx} ${NEAR - b.lift}L${b.fx} ${FAR - b.lift}L${a.fx} ${FAR - a.lift}z`;
};
const ROUTE = 'M168 430c30-6 44-26 74-30s56 12 86 2 34-30 52-40';
const STOPS = [
  [168, 430],
  [242, 400],
  [328, 402],
] as const;
const PIN = { x: 380, y: 362 };

/**
 * The booking page's banner, "a clear plan": under the arch, a map unfolded at the foot of the
 * hills, its route marked stage by stage to a pin. No words in it, and the route travels, so it
 * mirrors whole for Arabic (docs/decisions.md, "Images").
 */
export function BookingBanner() {
  const id = 'bb';
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${BOOKING_BANNER_WIDTH} ${BOOKING_BANNER_HEIGHT}`}
      width={BOOKING_BANNER_WIDTH}
      height={BOOKING_BANNER_HEIGHT}
      fill="none"
    >
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={palette.tintStrong} />
          <stop offset="1" stop-color={palette.tint} />
        </linearGradient>
        <linearGradient id={`${id}-near`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color={palette.brandSoft} />
          <stop offset="1" stop-color={palette.brand} />
        </linearGradient>
        <clipPath id={`${id}-arch`}>
          <path d={`${archPath(0)}z`} />
        </clipPath>
      </defs>

      <path d={archPath(22)} stroke={palette.line} stroke-width="1.5" />
      <path d={archPath(44)} stroke={palette.line} stroke-width="1" stroke-dasharray="2 8" stroke-linecap="round" />
      <g clip-path={`url(#${id}-arch)`}>
        <rect x={ARCH.left} y={ARCH.spring - R} width={2 * R} height={ARCH.base - ARCH.spring + R} fill={`url(#${id}-sky)`} />
        {/* The sun, its two rings of light. */}
        <circle cx="372" cy="162" r="49.4" stroke={palette.accent} stroke-opacity="0.22" stroke-width="1.5" />
        <circle cx="372" cy="162" r="37.7" stroke={palette.accent} stroke-opacity="0.45" stroke-width="1.5" />
        <circle cx="372" cy="162" r="26" fill={palette.accent} />
        <path d="M128 168h52M146 182h62M250 116h36" stroke={palette.white} stroke-width="4" stroke-linecap="round" />
        {/* The hills, raised: the map lies in front of them. */}
        <g transform="translate(0 -30)">
          <path d="M100 366c70-24 140-64 220-74s110 6 140 16v160H100z" fill={farHill} />
          <path d="M100 400c80-16 150-6 220 12s110 8 140 0v60H100z" fill={midHill} />
          <path d="M100 432c90-8 170-22 260-18s80 8 100 6v50H100z" fill={`url(#${id}-near)`} />
        </g>
        <path d="M100 434c120-10 240-10 360-4v50H100z" fill={`url(#${id}-near)`} />
        {[0, 1, 2].map((i) => (
          <path d={panel(i)} fill={i === 1 ? mix(palette.white, palette.tint, 0.9) : palette.white} stroke={palette.line} stroke-width="1.5" stroke-linejoin="round" />
        ))}
        {/* The lie of the land, faintly, across the panels. */}
        <g stroke={palette.brandSoft} stroke-opacity="0.28" stroke-width="2" stroke-linecap="round">
          <path d="M160 384c40-10 80 6 120-2s70-10 110-4" />
          <path d="M150 412c50-8 90 8 140 0s80-8 110-2" />
        </g>
        <path d={ROUTE} stroke={palette.accent} stroke-width="3.5" stroke-dasharray="2 8" stroke-linecap="round" />
        {STOPS.map(([x, y], i) => (
          <circle cx={x} cy={y} r={5.5} fill={i === 0 ? palette.brand : palette.brandSoft} stroke={palette.white} stroke-width="2" />
        ))}
        {/* The goal: a pin where the route ends. */}
        <path d={`M${PIN.x} ${PIN.y}c-6-8-13-14-13-23a13 13 0 0 1 26 0c0 9-7 15-13 23z`} fill={palette.brand} />
        <circle cx={PIN.x} cy={PIN.y - 23} r="5" fill={palette.accent} />
      </g>
      <circle cx={CX + R + 40} cy="96" r="3.5" fill={palette.accent} />
      <circle cx={ARCH.left - 16} cy="200" r="3" fill={palette.brandSoft} fill-opacity="0.5" />
      <path d={`M${ARCH.left - 64} ${ARCH.base}H${ARCH.right + 64}`} stroke={palette.line} stroke-width="1.5" stroke-linecap="round" />
    </svg>
  );
}
