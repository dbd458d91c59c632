// The part of subset-font's API the build uses (the package ships no types).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
      noHinting?: boolean;
      /** Pins a variable font's axes, or narrows them to a range. */
      variationAxes?: Record<string, number | { min: number; max: number }>;
      /** The OpenType layout features to keep (four-letter tags); without it, all of them. */
      keepFeatures?: readonly string[];
    },
  ): Promise<Buffer>;
}
