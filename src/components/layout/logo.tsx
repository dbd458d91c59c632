import styled from 'styled-components';
import markUrl from '../../assets/generated/icons/favicon.svg';
import { site } from '../../config/site';
import { useLocale } from '../../i18n/locale-context';
import { pathFor } from '../../routes/paths';
import { AppLink } from '../links/app-link';
import { colors, media } from '../../styles/theme';

const Link = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.7rem;
  min-height: 44px;
  color: ${colors.ink};
  text-decoration: none;

  ${media.nav} {
    flex: none;
  }
`;

/* As wide as its longer line, 'Noor Coaching &': a box set wider keeps the width it is set, not the text's.
   Below 360 px the mark stands alone: the name, squeezed to three lines, ran under the menu button,
   by 24 px once a visitor spaced its letters out (WCAG 1.4.12). The link's label still names it. */
const Name = styled.span`
  display: none;
  ${media.xs} {
    display: block;
  }
  max-width: 8.5rem;
  font-size: 0.95rem;
  font-weight: 750;
  line-height: 1.2;
  letter-spacing: -0.01em;

  /* Two lines in either language: Arabic words and spaces run wider. */
  html[lang='ar'] & {
    max-width: 12rem;
  }

  /* Beside the full navigation the short name stands in: the links and the button get the room. */
  ${media.nav} {
    display: none;
  }
`;

/* Beside the full navigation the short name has about 5rem: more takes the links' room and sends
   them onto a second row at 1280 px. A longer one is set smaller on two lines, and shortened with
   an ellipsis past them; the link's label still names the business whole. */
const ShortName = styled.span`
  display: none;
  max-width: 5rem;
  font-size: 1.25rem;
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.02em;

  &[data-long] {
    font-size: 1rem;
    line-height: 1.15;
  }

  ${media.nav} {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
`;

/** A short name longer than this many characters does not fit one line of 5rem at full size ('Noor' does). */
const ONE_LINE = 6;

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const { locale, ui } = useLocale();
  return (
    <Link href={pathFor('home', locale)} aria-label={ui.logoLabel} onClick={onNavigate}>
      <img src={markUrl} width={40} height={40} alt="" />
      <Name aria-hidden="true">{ui.brandName}</Name>
      <ShortName aria-hidden="true" data-long={[...site.brandShort[locale]].length > ONE_LINE ? '' : undefined}>
        {site.brandShort[locale]}
      </ShortName>
    </Link>
  );
}
