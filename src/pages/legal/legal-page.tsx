import { useRef } from 'react';
import styled from 'styled-components';
import { showToday } from '../../components/layout/show-today';
import { behaviorProps } from '../../components/behaviors/behavior';
import { useBehavior } from '../../components/behaviors/use-behavior';
import type { NavKey } from '../../components/layout/nav-items';
import { Breadcrumbs } from '../../components/sections/breadcrumbs';
import { PageHero } from '../../components/sections/page-hero';
import { RichText } from '../../components/sections/rich-text';
import { PageMeta } from '../../components/seo/page-meta';
import { Container, Eyebrow } from '../../components/ui/layout';
import type { LegalBlock, Content as LegalContent } from '../../content/schema/legal';
import { formatDate } from '../../i18n/dates';
import { formatNumber } from '../../i18n/format';
import type { Locale } from '../../config/site';
import type { PageProps } from '../../routes/page-types';
import { colors, media, radii } from '../../styles/theme';

const Body = styled(Container)`
  display: grid;
  gap: 2.5rem;
  padding-top: clamp(2rem, 4vw, 3rem);
  padding-bottom: clamp(4rem, 9vw, 6rem);

  ${media.md} {
    grid-template-columns: 17rem minmax(0, 1fr);
    gap: clamp(3rem, 6vw, 5rem);
  }
`;

const Contents = styled.nav`
  align-self: start;
  padding: 1.5rem;
  border-radius: ${radii.md};
  background: ${colors.tint};

  ${media.md} {
    position: sticky;
    top: 6rem;
    max-height: calc(100vh - 7rem);
    overflow-y: auto;
  }

  ol {
    list-style: none;
    display: grid;
    gap: 0.1rem;
  }

  a {
    display: flex;
    gap: 0.6rem;
    padding: 0.35rem 0;
    color: ${colors.ink};
    font-size: 0.9375rem;
    line-height: 1.4;
    text-decoration: none;
    &:hover { color: ${colors.brand}; text-decoration: underline; text-underline-offset: 0.2em; }
  }

  a > span:first-child {
    min-width: 1.5rem;
    color: ${colors.brandSoft};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/*
 * A measure of about 70 characters (65–75) of the body's face: in em, since a ch (the zero's width)
 * is wider than the face's average letter, and 68ch held some 90.
 */
const Text = styled.div`
  max-width: 35em;
  font-size: 1.0625rem;

  section + section {
    margin-top: clamp(2.5rem, 5vw, 3.25rem);
  }

  h2 {
    display: flex;
    gap: 0.75rem;
    margin-bottom: 1rem;
    font-size: clamp(1.375rem, 3vw, 1.75rem);
  }

  /* The number and its full stop are one mark: never split by the heading's break-anywhere. */
  h2 > span:first-child {
    flex: none;
    white-space: nowrap;
    color: ${colors.brandSoft};
    font-variant-numeric: tabular-nums;
  }

  section:target h2 {
    color: ${colors.brand};
  }

  p + p, p + ul, ul + p, ul + ul {
    margin-top: 1rem;
  }

  ul {
    display: grid;
    gap: 0.5rem;
    padding-left: 1.4rem;
  }

  li::marker {
    color: ${colors.brandSoft};
  }

  a {
    color: ${colors.brand};
    font-weight: 600;
    text-underline-offset: 0.2em;
  }

  bdi { white-space: nowrap; }
`;

const Updated = styled.p`
  margin-top: 1.5rem;
  color: ${colors.muted};
  font-size: 0.9375rem;

  time { color: ${colors.ink}; font-weight: 650; }
`;

const trail: NavKey[] = ['home'];

/** '1', '2'… in the page's own digits. */
const ordinal = (index: number, locale: Locale) => formatNumber(index + 1, locale);

function Block({ block }: { block: LegalBlock }) {
  if ('paragraph' in block) {
    return (
      <p>
        <RichText text={block.paragraph} />
      </p>
    );
  }
  return (
    <ul>
      {block.list.map((item, index) => (
        <li key={index}>
          <RichText text={item} />
        </li>
      ))}
    </ul>
  );
}

function LastUpdated({ label, locale }: { label: string; locale: Locale }) {
  const time = useRef<HTMLTimeElement>(null);
  useBehavior(time, showToday);
  return (
    <Updated>
      {`${label}: `}
      <time ref={time} dateTime={__BUILD_DATE__} {...behaviorProps('today')}>
        {formatDate(__BUILD_DATE__, locale)}
      </time>
    </Updated>
  );
}

/**
 * The privacy policy and the terms: one template, the words in content. The
 * table of contents is plain fragment links, so the browser scrolls, moves
 * focus and keeps history for them, with or without JavaScript.
 */
export default function LegalPage(props: PageProps<LegalContent>) {
  const { content, locale } = props;
  return (
    <>
      <PageMeta meta={content.meta} page={props} trail={trail} />
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        lead={content.hero.lead}
        size="compact"
        before={<Breadcrumbs trail={trail} current={content.hero.title} />}
      >
        {content.updated && <LastUpdated label={content.updated} locale={locale} />}
      </PageHero>
      <Body>
        <Contents aria-labelledby="contents-title" data-print="hide">
          <Eyebrow id="contents-title">{content.contents}</Eyebrow>
          <ol>
            {content.sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>
                  <span>{ordinal(index, locale)}</span> <span>{section.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </Contents>
        <Text>
          {content.sections.map((section, index) => (
            <section key={section.id} id={section.id}>
              <h2>
                <span>{`${ordinal(index, locale)}.`}</span> <span>{section.title}</span>
              </h2>
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </section>
          ))}
        </Text>
      </Body>
    </>
  );
}
