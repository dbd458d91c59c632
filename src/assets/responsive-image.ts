/**
 * A raster image in several widths and formats, as scripts/generate-artwork.ts
 * writes it (one generated module per image under ./generated/images). The
 * <Picture> component turns it into <picture> with AVIF, WebP and a JPEG
 * fallback.
 */
export interface ResponsiveImage {
  /** Intrinsic size of the largest file: sets the aspect ratio, so nothing shifts while it loads. */
  width: number;
  height: number;
  avif: string;
  webp: string;
  /** JPEG srcset, for browsers without AVIF or WebP. */
  jpeg: string;
  /** The smallest JPEG: the plain `src`. */
  src: string;
}
