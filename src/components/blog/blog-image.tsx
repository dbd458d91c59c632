import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { isPrerendering } from '../../config/runtime';
import type { Locale } from '../../config/site';
import { directionOf } from '../../i18n/locale';
import type { ResponsivePostImage } from '../../content/types/blog';
import { colors, radii } from '../../styles/theme';
import { Picture } from '../ui/picture';
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
    &[data-state='loading']::before { animation: none; }
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
`;

interface BlogImageProps {
  image: ResponsivePostImage;
  /** The post's title, carried by the stand-in if the image fails. */
  title: string;
  /** The language the title is written in. */
  lang: Locale;
  sizes: string;
  /** The first image a visitor sees: fetched at once, at high priority. */
  priority?: boolean;
}

type LoadState = 'loading' | 'loaded' | 'failed';

/** A post's image: a pulsing placeholder until it loads, a generated stand-in if it cannot. */
export function BlogImage({ image, title, lang, sizes, priority = false }: BlogImageProps) {
  const [state, setState] = useState<LoadState>('loading');
  const frame = useRef<HTMLDivElement>(null);
  // The prerendered HTML keeps the state every visit starts from; the visitor's own browser settles it.
  const settle = (next: LoadState) => {
    if (!isPrerendering()) setState(next);
  };

  useEffect(() => {
    // The image may have settled before hydration attached its listeners.
    const img = frame.current?.querySelector('img');
    if (img?.complete && !isPrerendering()) setState(img.naturalWidth > 0 ? 'loaded' : 'failed');
  }, []);

  return (
    <Frame ref={frame} data-state={state} data-blog-image="">
      {state === 'failed' ? (
        <Fallback role="img" aria-label={image.alt} style={{ aspectRatio: `${image.width} / ${image.height}` }}>
          <span aria-hidden="true" lang={lang} dir={directionOf(lang)}>
            {fallbackTitle(title)}
          </span>
        </Fallback>
      ) : (
        <Picture
          image={image}
          alt={image.alt}
          sizes={sizes}
          priority={priority}
          onLoad={() => settle('loaded')}
          onError={() => settle('failed')}
        />
      )}
    </Frame>
  );
}
