/** @jsxImportSource preact */
import { palette } from './palette';

export interface BrandMarkProps {
  /**
   * Rounded tile for places that show the shape as-is (favicon, share image);
   * square for touch and app icons, whose platforms apply their own mask and
   * need an opaque, full-bleed tile.
   */
  shape?: 'rounded' | 'square';
  /** Placement when nested inside a larger artwork. */
  x?: number;
  y?: number;
  size?: number;
  /** Keeps gradient ids unique when several marks share one document. */
  idPrefix?: string;
}

/**
 * The mark: the hero's arch holding a point of light ("noor"). The arch also
 * reads as a lowercase "n", and two flat shapes keep it legible at 16px.
 */
export function BrandMark({ shape = 'rounded', x, y, size = 64, idPrefix = 'bm' }: BrandMarkProps) {
  const tileId = `${idPrefix}-tile`;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width={size} height={size} x={x} y={y}>
      <defs>
        <linearGradient id={tileId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color={palette.brandSoft} />
          <stop offset="1" stop-color={palette.brandStrong} />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx={shape === 'rounded' ? 15 : 0} fill={`url(#${tileId})`} />
      <path
        d="M20 50V31a12 12 0 0 1 24 0v19"
        fill="none"
        stroke={palette.white}
        stroke-width="5"
        stroke-linecap="round"
      />
      <circle cx="32" cy="35.5" r="6.5" fill={palette.accent} />
    </svg>
  );
}

export default BrandMark;
