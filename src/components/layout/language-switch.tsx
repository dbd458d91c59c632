import styled from 'styled-components';
import { useLocation } from 'wouter';
import { useLocale } from '../../content/ui/locale-context';
import { switchLocalePath } from '../../i18n/locale';
import { colors, radii } from '../../styles/theme';

const Switch = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  /* Wide enough for either label in any face: the Latin face arriving for 'English' on an Arabic
     page changes no width, so the header's links never move. */
  min-width: 5.5rem;
  min-height: 44px;
  padding: 0 0.75rem;
  border-radius: ${radii.pill};
  color: ${colors.brand};
  font-weight: 700;
  text-decoration: none;
  box-shadow: inset 0 0 0 1.5px ${colors.line};

  &:hover { background: ${colors.tint}; }
`;

/**
 * EN/AR: a plain link, so the page reloads at the matching path in the other language. Drawn as a
 * button: `data-button` gives it a border in forced colours (src/styles/global-css.ts). Only its
 * label is in the other language: the hint (its title) is in the page's own.
 */
export function LanguageSwitch() {
  const { locale, ui } = useLocale();
  const [path] = useLocation();
  const other = locale === 'en' ? 'ar' : 'en';
  return (
    <Switch href={switchLocalePath(path, other)} hrefLang={other} title={ui.languageSwitch.hint} data-button="">
      <span lang={other}>{ui.languageSwitch.label}</span>
    </Switch>
  );
}
