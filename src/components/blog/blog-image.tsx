import { useRef } from 'react';
import styled from 'styled-components';
import type { Locale } from '../../config/site';
import { directionOf } from '../../i18n/locale';
import { useLocale } from '../../content/ui/locale-context';
import type { ResponsivePostImage } from '../../content/schema/post';
import { colors, radii } from '../../styles/theme';
import { mirroredInArabic } from '../../styles/mirror';
import { behaviorProps } from '../behaviors/behavior';
import { useBehavior } from '../behaviors/use-behavior';
import { Picture } from '../ui/picture';
import { blogImageBehavior, type LoadState } from './blog-image-behavior';
import { fallbackTitle } from './fallback-title';

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${radii.md};
  background: ${colors.tintStrong};

  /* The placeholder's pulse: opacity only, so it stays on the compositor. */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    background: ${colors.line};
    opacity: 0;
  }

  &[data-state='loading']::before {
    animation: blog-image-pulse 1.6s ease-in-out infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-state='loading']::before { animation-name: none; }
  }

  @keyframes blog-image-pulse {
    50% { opacity: 1; }
  }

  img {
    position: relative;
    display: block;
    width: 100%;
    height: auto;
  }

  /* The posts' drawings climb and walk forwards, which in Arabic is to the left (docs/decisions.md, "Images");
     a photograph keeps its sides. */
  ${mirroredInArabic('&:not([data-photo]) img')}
`;

/** Stands in for an image that failed: the post's title on the brand gradient, in the image's own box. */
const Fallback = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  padding: 8%;
  background:
    radial-gradient(70% 90% at 85% 10%, ${colors.accent}66 0%, transparent 60%),
    linear-gradient(135deg, ${colors.brandSoft} 0%, ${colors.brand} 55%, ${colors.brandStrong} 100%);
  color: ${colors.onBrand};
  font-size: clamp(1.125rem, 3.2vw, 1.75rem);
  font-weight: 700;
  line-height: 1.3;
  text-align: center;
  text-wrap: balance;

  &[hidden] { display: none; }
`;

interface BlogImageProps {
  image: ResponsivePostImage;
  /** The post's title, carried by the stand-in if the image fails. */
  title: string;
  /** The language the post is written in: its title, and the image’s description. */
  lang: Locale;
  sizes: string;
  /** The first image a visitor sees: fetched at once, at high priority. */
  priority?: boolean;
}

const INITIAL: LoadState = 'loading';

/**
 * A post's image: a pulsing placeholder until it loads, a generated stand-in if it cannot.
 * The stand-in is in the markup from the start, hidden; blogImageBehavior switches to it.
 */
export function BlogImage({ image, title, lang, sizes, priority = false }: BlogImageProps) {
  const frame = useRef<HTMLDivElement>(null);
  useBehavior(frame, blogImageBehavior);

  // The alternative text is written in the post's language, which an Arabic page carrying an English post must say.
  const { locale } = useLocale();
  return (
    <Frame ref={frame} lang={lang === locale ? undefined : lang} data-state={INITIAL} data-blog-image="" data-photo={image.photo && ''} {...behaviorProps('blog-image')}>
      <Picture image={image} alt={image.alt} sizes={sizes} priority={priority} />
      <Fallback role="img" aria-label={image.alt} style={{ aspectRatio: `${image.width} / ${image.height}` }} data-fallback="" hidden>
        <span aria-hidden="true" lang={lang} dir={directionOf(lang)}>
          {fallbackTitle(title)}
        </span>
      </Fallback>
    </Frame>
  );
}
