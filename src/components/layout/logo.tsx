import styled from 'styled-components';
import markUrl from '../../assets/generated/icons/favicon.svg';
import { site } from '../../config/site';
import { useLocale } from '../../content/ui/locale-context';
import { pathFor } from '../../routes/paths';
import { AppLink } from '../links/app-link';
import { colors } from '../../styles/theme';

/* It gives way before anything else in the bar on the narrowest phones: the name is then cut with
   an ellipsis, and the link's label still names the business whole. */
const Link = styled(AppLink)`
  display: inline-flex;
  flex: 0 1 auto;
  min-width: 0;
  align-items: center;
  gap: 0.7rem;
  min-height: 44px;
  color: ${colors.ink};
  text-decoration: none;

  & > img {
    flex: none;
  }
`;

/* One lockup at every width: the mark beside the short name. About 5rem keeps the bar's links on
   one line at 1024 px; a longer name is set smaller, on two lines, three on the narrowest phones,
   and cut with an ellipsis past them. */
const Name = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
  min-width: 0;
  max-width: 5rem;
  font-size: 1.25rem;
  font-weight: 800;
  line-height: 1.1;
  letter-spacing: -0.02em;

  &[data-long] {
    max-width: 6.5rem;
    font-size: 0.9375rem;
    line-height: 1.15;
    letter-spacing: -0.01em;
  }
`;

/** A short name longer than this many characters does not fit one line of 5rem at full size ('Noor' does). */
const ONE_LINE = 6;

export function Logo() {
  const { locale, ui } = useLocale();
  const name = site.brandShort[locale];
  return (
    <Link href={pathFor('home', locale)} aria-label={ui.logoLabel}>
      <img src={markUrl} width={40} height={40} alt="" />
      <Name aria-hidden="true" data-long={[...name].length > ONE_LINE ? '' : undefined}>
        {name}
      </Name>
    </Link>
  );
}
