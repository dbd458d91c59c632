import styled from 'styled-components';
import markUrl from '../../assets/generated/icons/favicon.svg';
import { mailtoHref, site, whatsappHref } from '../../config/site';
import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../content/ui/locale-context';
import { pathFor } from '../../routes/paths';
import { SpriteIcon, type SocialNetwork } from '../icons/icons';
import { AppLink } from '../links/app-link';
import { ExternalLink } from '../links/external-link';
import { Container, Eyebrow } from '../ui/layout';
import { Whole } from '../ui/whole';
import { currentYear } from './today';
import { withWhatsAppCorner } from './whatsapp-corner';
import { footerExplore, footerLegal, type NavKey } from './nav-items';
import { colors, media, radii } from '../../styles/theme';

const Wrap = styled.footer`
  background: ${colors.brandStrong};
  color: ${colors.onBrandMuted};
  padding-top: clamp(3.5rem, 7vw, 5rem);
  padding-bottom: 2rem;

  a {
    color: ${colors.onBrand};
  }
`;

/*
 * Phones: the two short link lists side by side, the brand and the contact lines across.
 * From md, four columns: the link lists and the contact lines as wide as their longest line
 * (no 'WhatsApp:' left alone on a line), the brand taking the rest.
 */
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 2.5rem 1.5rem;

  & > :first-child, & > :last-child { grid-column: 1 / -1; }

  ${media.md} {
    grid-template-columns: minmax(14rem, 1fr) auto auto auto;
    column-gap: clamp(2.5rem, 5vw, 4.5rem);

    & > :first-child, & > :last-child { grid-column: auto; }
  }
`;

/* The mark beside the name, as in the bar above: a hairline keeps its purple square apart from the footer's. */
const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: 0.85rem;
  color: ${colors.onBrand};
  font-size: 1.25rem;
  font-weight: 750;
  line-height: 1.25;
  margin-bottom: 1rem;

  img {
    flex: none;
    border-radius: 12px;
    box-shadow: 0 0 0 1px rgba(255, 255, 255, 0.22);
  }
`;

const About = styled.p`
  max-width: 36ch;
  font-size: 0.9375rem;
`;

const Heading = styled(Eyebrow).attrs({ as: 'h2' })`
  margin-bottom: 1rem;
`;

const Links = styled.ul`
  list-style: none;
  display: grid;
  gap: 0.15rem;

  a, li > span {
    display: inline-flex;
    align-items: center;
    gap: 0.6rem;
    min-height: 36px;
    text-decoration: none;
    &:hover { text-decoration: underline; text-underline-offset: 0.2em; }
  }

  /* A number is read whole (<Whole>); an e-mail address (a real one can be long, and a visitor may
     space its letters out: WCAG 1.4.12) breaks rather than widen a phone's page. */
  a[href^='mailto:'] bdi { overflow-wrap: anywhere; }
`;

const Socials = styled.ul`
  list-style: none;
  display: flex;
  gap: 0.5rem;
  margin-top: 1.25rem;

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: ${radii.pill};
    background: rgba(255, 255, 255, 0.08);
    &:hover { background: rgba(255, 255, 255, 0.18); }
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 1rem;
  margin-top: 3.5rem;
  padding-top: 1.5rem;
  border-top: 1px solid rgba(255, 255, 255, 0.16);
  font-size: 0.875rem;
`;

const Company = styled.p`
  margin-top: 0.25rem;
`;

// Platform names stay in Latin script in both languages.
const networkNames: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/** The networks with an address in the settings, in this order; one left empty is not shown. */
const socialLinks = (Object.keys(networkNames) as SocialNetwork[]).flatMap((network) => {
  const href = site.social[network];
  return href ? [{ network, href }] : [];
});

/** The legal list's last entry while Google Analytics is on: the link that opens the consent banner again. */
const COOKIE_SETTINGS = 'cookieSettings';

/**
 * "Cookie settings", while Google Analytics is on: a real link to the privacy policy's cookies
 * section, which is where it leads without JavaScript, or anywhere but the site's own address
 * (the banner shows only there). With them, a click opens the consent banner again, the focus in
 * it: src/analytics/google-consent.ts listens for it, on the page landed on as in the app.
 */
function CookieSettingsLink({ label }: { label: string }) {
  const { locale } = useLocale();
  return (
    <AppLink href={`${pathFor('privacy', locale)}#cookies`} data-cookie-settings="">
      {label}
    </AppLink>
  );
}

function FooterNav({ id, title, keys }: { id: string; title: string; keys: (NavKey | typeof COOKIE_SETTINGS)[] }) {
  const { locale, ui } = useLocale();
  return (
    <nav aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      <Links>
        {/* Written so that, without Google Analytics, the build leaves this function as it was, to the byte. */}
        {keys.map((key) =>
          __GOOGLE_ANALYTICS__ && key === COOKIE_SETTINGS ? (
            <li key={key}>
              <CookieSettingsLink label={ui.footer.cookieSettings ?? ''} />
            </li>
          ) : (
            <li key={key}>
              <AppLink href={pathFor(key as NavKey, locale)}>{ui.nav[key as NavKey]}</AppLink>
            </li>
          ),
        )}
      </Links>
    </nav>
  );
}

export function Footer() {
  const { locale, ui } = useLocale();
  const year = formatNumber(currentYear(), locale, { grouping: false });
  const footer = (
    <Wrap data-surface="dark" data-print="hide">
      <Container>
        <Grid>
          <div>
            <Brand>
              <img src={markUrl} width={48} height={48} alt="" />
              {ui.brandName}
            </Brand>
            <About>{ui.footer.about}</About>
          </div>
          <FooterNav id="footer-explore" title={ui.footer.explore} keys={footerExplore} />
          <FooterNav id="footer-legal" title={ui.footer.legal} keys={__GOOGLE_ANALYTICS__ ? [...footerLegal, COOKIE_SETTINGS] : footerLegal} />
          <div>
            <Heading>{ui.footer.reach}</Heading>
            <Links>
              <li>
                <a href={mailtoHref}>
                  <SpriteIcon name="mail" />
                  <span>
                    {`${ui.footer.email}: `}
                    <bdi dir="ltr">{site.contact.email}</bdi>
                  </span>
                </a>
              </li>
              <li>
                <ExternalLink href={whatsappHref}>
                  <SpriteIcon name="chat" />
                  <span>
                    {`${ui.footer.whatsapp}: `}
                    <Whole ltr>{site.contact.phoneDisplay}</Whole>
                  </span>
                </ExternalLink>
              </li>
              <li>
                <span>
                  <SpriteIcon name="pin" />
                  {ui.footer.location}
                </span>
              </li>
            </Links>
            {socialLinks.length > 0 && (
              <Socials aria-label={ui.footer.socialLabel}>
                {/* Round buttons: data-button keeps their edge in forced colours (src/styles/global-css.ts). */}
                {socialLinks.map(({ network, href }) => (
                  <li key={network}>
                    <ExternalLink href={href} label={networkNames[network]} data-button="">
                      <SpriteIcon name={network} />
                    </ExternalLink>
                  </li>
                ))}
              </Socials>
            )}
          </div>
        </Grid>
        <Bottom>
          {/* One string: one text node, as the prerendered HTML has it. */}
          <div>
            <p>{`© ${year} ${ui.brandName}. ${ui.footer.rights}`}</p>
            <Company>
              {/* Its licence number kept whole; not <RichText>, which would bring links into every page's start script. */}
              {typeof ui.footer.company === 'string'
                ? ui.footer.company
                : ui.footer.company.map((run, index) =>
                    typeof run === 'string' ? run : <Whole key={index} ltr={run.ltr}>{run.text}</Whole>,
                  )}
            </Company>
          </div>
          <p>{ui.tagline}</p>
        </Bottom>
      </Container>
    </Wrap>
  );
  // The WhatsApp button, in the footer's landmark as the other ways to reach the business are; the
  // build leaves this out whole while the settings do not show it (webpack.config.ts).
  return __WHATSAPP_BUTTON__ ? withWhatsAppCorner(footer) : footer;
}
