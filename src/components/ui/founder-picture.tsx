import { founderImage } from '../../assets/generated/founder-image';
import { useLocale } from '../../i18n/locale-context';
import { breakpoints } from '../../styles/theme';
import { Picture } from './picture';

interface FounderPictureProps {
  /** From the page's words: they say whether it is a photo or the drawing (assets/generated/founder-image-kind). */
  alt: string;
  priority?: boolean;
  className?: string;
}

/**
 * The founder's photo, or until there is one the drawing of her initials and
 * name, drawn per language so the name is in the page's script. Never
 * mirrored: it carries text (docs/decisions.md, "Images").
 */
export function FounderPicture({ alt, priority, className }: FounderPictureProps) {
  const { locale } = useLocale();
  return (
    <Picture
      className={className}
      image={founderImage[locale]}
      alt={alt}
      sizes={`(min-width: ${breakpoints.md}) 420px, 90vw`}
      priority={priority}
    />
  );
}
