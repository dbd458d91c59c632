import type { ResponsiveImage } from '../../assets/responsive-image';

interface PictureProps {
  image: ResponsiveImage;
  alt: string;
  /** How wide the image shows, for the browser to pick a file: a `sizes` value. */
  sizes: string;
  /** Above the fold: fetch at once and first. Otherwise it waits until it is near. */
  priority?: boolean;
  className?: string;
}

/** A generated raster image: AVIF, then WebP, then JPEG, each in several widths, with its size set. */
export function Picture({ image, alt, sizes, priority = false, className }: PictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        className={className}
        src={image.src}
        srcSet={image.jpeg}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
