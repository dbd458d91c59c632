import styled from 'styled-components';
import { SpriteIcon } from '../../components/icons/icons';
import { ExternalLink } from '../../components/links/external-link';
import { PageHero } from '../../components/sections/page-hero';
import { PageMeta } from '../../components/seo/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { Container, Section } from '../../components/ui/layout';
import { Whole } from '../../components/ui/whole';
import { mailtoHref, site, whatsappHref } from '../../config/site';
import type { Content as ContactContent } from '../../content/schema/contact';
import { useLocale } from '../../content/ui/locale-context';
import type { PageProps } from '../../routes/page-types';
import { pathFor } from '../../routes/paths';
import { colors, media, radii, shadow } from '../../styles/theme';
import { ContactForm } from './contact-form';

const Grid = styled(Container)`
  display: grid;
  gap: 2rem;

  ${media.md} {
    grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr);
    align-items: start;
    gap: 2.5rem;
  }
`;

const Panel = styled.div`
  padding: clamp(1.5rem, 4vw, 2.75rem);
  border-radius: ${radii.lg};
  background: ${colors.paper};
  box-shadow: ${shadow.raised};
`;

const PanelTitle = styled.h2`
  margin-bottom: 1.5rem;
  font-size: clamp(1.5rem, 3vw, 1.875rem);
`;

const Aside = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const Details = styled.section`
  padding: clamp(1.5rem, 4vw, 2rem);
  border-radius: ${radii.lg};
  background: ${colors.paper};
  box-shadow: ${shadow.card};

  h2 { margin-bottom: 1.25rem; font-size: 1.375rem; }
`;

const Channels = styled.ul`
  list-style: none;
  display: grid;
  gap: 1.1rem;

  /* The words beside the icon, or under it where a number kept whole (<Whole>) is wider than
     the room beside it: a phone with the letters spaced out by the visitor (WCAG 1.4.12). */
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.9rem;
  }

  /* Beside the icon while its longest word or whole number fits there (a wrapped location stays beside its pin). */
  li > span:last-child { flex: 1 1 0; min-width: min-content; }

  li > span:first-child {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: ${radii.pill};
    background: ${colors.tint};
    color: ${colors.brand};
  }

  li > span:first-child svg { width: 22px; height: 22px; }

  small {
    display: block;
    color: ${colors.muted};
    font-size: 0.875rem;
    font-weight: 650;
  }

  a {
    color: ${colors.brand};
    font-weight: 650;
    text-underline-offset: 0.2em;
    /* The address and the number wrap where the column is too narrow for them (a phone, with the
       letters spaced out by the visitor: WCAG 1.4.12) rather than widen the page. */
    overflow-wrap: anywhere;
  }
`;

const Reply = styled.p`
  margin-top: 1.5rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${colors.line};
  color: ${colors.ink};
  font-weight: 600;
`;

const Talk = styled.section`
  padding: clamp(1.5rem, 4vw, 2rem);
  border-radius: ${radii.lg};
  background: ${colors.brand};
  color: ${colors.onBrand};

  h2 { font-size: 1.375rem; }
  p { margin: 0.6rem 0 1.5rem; color: ${colors.onBrandMuted}; }

  /* One line on a 375 px phone: the smaller button, its arrow from the sm breakpoint; at 320 px it may wrap rather than overflow. */
  a { white-space: normal; }
  a svg { display: none; }

  ${media.sm} {
    a svg { display: block; }
  }
`;

/** Fetched with the page: the form's lock fetches its error messages once drawn (contact-form-lock.ts). */
export const needs = () => import(/* webpackChunkName: "form-errors" */ './form-errors');

export default function ContactPage(props: PageProps<ContactContent>) {
  const { content, locale } = props;
  const { ui } = useLocale();
  const { details } = content;
  const channels = [
    { icon: 'mail', label: details.email, value: <a href={mailtoHref}><bdi dir="ltr">{site.contact.email}</bdi></a> },
    {
      icon: 'chat',
      label: details.whatsapp,
      value: (
        <ExternalLink href={whatsappHref}>
          <Whole ltr>{site.contact.phoneDisplay}</Whole>
        </ExternalLink>
      ),
    },
    { icon: 'pin', label: details.location, value: ui.footer.location },
  ] as const;

  return (
    <>
      <PageMeta meta={content.meta} page={props} trail={['home']} />
      <PageHero eyebrow={content.hero.eyebrow} title={content.hero.title} lead={content.hero.lead} />
      <Section $tone="tint">
        <Grid>
          <Panel>
            <PanelTitle id="form-title">{content.form.title}</PanelTitle>
            <ContactForm form={content.form} locale={locale} titleId="form-title" />
          </Panel>
          <Aside>
            <Details aria-labelledby="details-title">
              <h2 id="details-title">{details.title}</h2>
              <Channels>
                {channels.map(({ icon, label, value }) => (
                  <li key={icon}>
                    <span>
                      <SpriteIcon name={icon} />
                    </span>
                    <span>
                      <small>{label}</small>
                      {value}
                    </span>
                  </li>
                ))}
              </Channels>
              <Reply>{details.reply}</Reply>
            </Details>
            <Talk aria-labelledby="talk-title" data-surface="dark">
              <h2 id="talk-title">{content.talk.title}</h2>
              <p>{content.talk.body}</p>
              <ButtonLink href={pathFor('booking', locale)} variant="accent" size="sm" arrow>
                {content.talk.cta}
              </ButtonLink>
            </Talk>
          </Aside>
        </Grid>
      </Section>
    </>
  );
}
