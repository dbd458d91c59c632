import styled from 'styled-components';
import { founderImage } from '../../assets/generated/founder-image';
import { founderImageKind } from '../../assets/generated/founder-image-kind';
import { site } from '../../config/site';
import { useLocale } from '../../content/ui/locale-context';
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

  /*
   * Her photograph stands in the site's arch, the home hero's and the mark's: the top a half
   * circle (a radius larger than the picture, which the browser scales to half its width), a thin
   * line round it and the ground it stands on. The drawing has its own arch, so it is not framed twice.
   */
  &[data-frame='arch'] {
    padding: 2.25rem 2.25rem 0;

    picture {
      position: relative;
      display: block;
    }

    img {
      border-radius: 999px 999px 0 0;
    }

    picture::before,
    picture::after {
      content: '';
      position: absolute;
      pointer-events: none;
    }

    picture::before {
      inset: -0.75rem -0.75rem 0;
      border: 1px solid ${colors.line};
      border-bottom: 0;
      border-radius: 999px 999px 0 0;
    }

    picture::after {
      inset: auto -1.5rem 0;
      border-top: 1px solid ${colors.line};
    }

    figcaption {
      padding-top: 1.25rem;
    }
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
 * The founder's photo in the arch, or until there is one a drawing with no words in it
 * (docs/decisions.md, "Images"); her name from the settings sits under it as live text, in the
 * page's script.
 */
export function FounderPicture({ alt, priority, className }: FounderPictureProps) {
  const { locale } = useLocale();
  return (
    <Figure className={className} data-frame={founderImageKind === 'photo' ? 'arch' : undefined}>
      <Picture image={founderImage[locale]} alt={alt} sizes={`(min-width: ${breakpoints.md}) 420px, 90vw`} priority={priority} />
      <Caption>{site.founder.name[locale]}</Caption>
    </Figure>
  );
}
