import styled from 'styled-components';
import { founderImage } from '../../assets/generated/founder-image';
import { site } from '../../config/site';
import { useLocale } from '../../i18n/locale-context';
import { breakpoints, colors } from '../../styles/theme';
import { Picture } from './picture';

/* A card: the picture, and under it her name as a signature in the page's own text. */
const Figure = styled.figure`
  overflow: hidden;
  background: ${colors.paper};

  img {
    width: 100%;
    height: auto;
  }
`;

const Caption = styled.figcaption`
  padding: 0.25rem 1.25rem 1.5rem;
  color: ${colors.brandStrong};
  font-size: 1.375rem;
  font-weight: 750;
  line-height: 1.3;
  text-align: center;

  &::after {
    content: '';
    display: block;
    width: 3rem;
    height: 3px;
    margin: 0.75rem auto 0;
    border-radius: 2px;
    background: ${colors.accent};
  }

  html[lang='ar'] & {
    font-weight: 700;
  }
`;

interface FounderPictureProps {
  /** From the page's words: they say whether it is a photo or the drawing (assets/generated/founder-image-kind). */
  alt: string;
  priority?: boolean;
  className?: string;
}

/**
 * The founder's photo, or until there is one a drawing with no words in it (docs/decisions.md,
 * "Images"); her name from the settings sits under it as live text, in the page's script.
 */
export function FounderPicture({ alt, priority, className }: FounderPictureProps) {
  const { locale } = useLocale();
  return (
    <Figure className={className}>
      <Picture image={founderImage[locale]} alt={alt} sizes={`(min-width: ${breakpoints.md}) 420px, 90vw`} priority={priority} />
      <Caption>{site.founder.name[locale]}</Caption>
    </Figure>
  );
}
