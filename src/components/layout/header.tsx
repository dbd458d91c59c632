import { useEffect, useRef } from 'react';
import styled, { css } from 'styled-components';
import { useLocation } from 'wouter';
import { useLocale } from '../../content/ui/locale-context';
import { pathFor } from '../../routes/paths';
import { menuStore } from '../../state/menu-store';
import { behaviorProps } from '../behaviors/behavior';
import { useBehavior } from '../behaviors/use-behavior';
import { MenuIcon } from '../icons/icons';
import { AppLink } from '../links/app-link';
import { ButtonLink } from '../ui/button';
import { Container } from '../ui/layout';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { siteMenu } from './site-menu';
import { headerNav, isActivePath } from './nav-items';
import { colors, layout, media, radii, shadow } from '../../styles/theme';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: rgba(255, 255, 255, 0.94);
  border-bottom: 1px solid ${colors.line};
`;

/* Where the links sit in the bar (breakpoints.nav, 64rem) the bar is tight; at 80rem (1280 px) it
   has its full room. A length between the two grows from its first to its last value with the
   window (slope = difference / 16rem, as vw: difference × 6.25vw; less slope × 64rem), so the bar
   tightens as it narrows rather than sending its links onto a second row. Written out, not
   computed: a function here would be part of every page's start script. */
const FLUID_GAP = 'clamp(1rem, 6.25vw - 3rem, 2rem)';
const FLUID_PADDING = 'clamp(0.5rem, 1.25vw - 0.3rem, 0.7rem)';
const FLUID_PADDING_AR = 'clamp(0.45rem, 0.9375vw - 0.15rem, 0.6rem)';

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: 1rem;
  min-height: 4.5rem;

  /* Room on either side of the links, so the bar reads as three groups. */
  ${media.nav} {
    gap: ${FLUID_GAP};
  }
`;

/* The bar's last item: the navigation takes the room between it and the logo, so the button ends on the column's edge. */
const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: 0.5rem;
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${radii.pill};
  background: ${colors.tint};
  color: ${colors.brand};
  cursor: pointer;
  /* Its full 44 px on the narrowest phones; pushed to the end of the bar, half the bar's gap from the language switch. */
  flex: none;
  margin-left: auto;
  margin-right: -0.5rem;

  /* The icon says what the button does: the bars while closed, a cross while open. */
  &[aria-expanded='false'] [data-icon='close'],
  &[aria-expanded='true'] [data-icon='menu'] {
    display: none;
  }

  ${media.nav} {
    display: none;
  }
`;

/* In the bar from 600 px: on a 375 px phone it does not fit beside the logo, the menu button and the
   language switch ('Book Free Discovery' alone is 186 px, its Arabic 216), so there it is the menu
   panel's last item. */
const BarCta = styled.div`
  display: none;
  ${media.sm} {
    display: flex;
  }
`;

/* Below the nav breakpoint the nav is a panel under the bar, shown when the menu is open. */
/* Open state as an attribute, not a style prop: toggling it generates no CSS at run time. */
const Nav = styled.nav`
  display: none;
  &[data-open] { display: block; }
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100vh - 4.5rem);
  overflow-y: auto;
  padding: 1rem ${layout.gutter} 1.5rem;
  background: ${colors.paper};
  border-bottom: 1px solid ${colors.line};
  box-shadow: ${shadow.raised};

  /* Between logo and actions, the links centred in the room left: the slack is what absorbs a
     wider fallback face before the web font arrives (src/styles/global-css.ts). */
  ${media.nav} {
    display: block;
    flex: 1 1 auto;
    position: static;
    max-height: none;
    overflow: visible;
    padding: 0;
    background: none;
    border: 0;
    box-shadow: none;
  }
`;

const List = styled.ul`
  list-style: none;
  display: grid;
  gap: 0.25rem;

  /* Wrapping onto a second row when the words need more room than the bar has (a visitor's own
     letter and word spacing, WCAG 1.4.12), rather than pushing the button off the page. */
  ${media.nav} {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.25rem;
  }
`;

/* In the menu panel only: the legal pages, and the page the bar's booking button leads to. */
const Item = styled.li<{ $panelOnly?: boolean }>`
  ${({ $panelOnly }) =>
    $panelOnly &&
    css`
      ${media.nav} {
        display: none;
      }
    `}
`;

const NavLink = styled(AppLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 0.85rem;
  border-radius: ${radii.sm};
  color: ${colors.ink};
  font-weight: 560;
  text-decoration: none;
  white-space: nowrap;

  /* The Arabic face has 400 and 700 only: 560 took the bold, 500 takes the regular. */
  html[lang='ar'] & { font-weight: 500; }

  &:hover { background: ${colors.tint}; }

  &[aria-current='page'] {
    color: ${colors.brand};
    background: ${colors.tint};
    box-shadow: inset 3px 0 0 ${colors.brand};
  }

  ${media.nav} {
    padding: 0 ${FLUID_PADDING};
    font-size: 0.9375rem;

    /* A step larger than the English, as Arabic needs. */
    html[lang='ar'] & {
      padding: 0 ${FLUID_PADDING_AR};
      font-size: 1rem;
    }

    &[aria-current='page'] {
      background: none;
      box-shadow: inset 0 -2px 0 ${colors.brand};
      border-radius: 0;
    }
  }
`;

/* The booking button where the bar has no room for it. */
const PanelCta = styled.div`
  margin-top: 1rem;
  ${media.sm} {
    display: none;
  }
`;

export function Header() {
  const { locale, ui } = useLocale();
  const [path] = useLocation();
  const barRef = useRef<HTMLElement>(null);
  useBehavior(barRef, siteMenu);
  // A move to another page closes the menu it was followed from.
  useEffect(() => menuStore.getState().close(), [path]);

  const bookingHref = pathFor('booking', locale);

  // The button comes right before the panel it opens, so that the menu is read, and tabbed
  // through, straight after it; on wide screens the button is hidden and the links sit in the bar.
  return (
    <>
      {/* Closed as drawn: the menu's state is its behaviour's (./site-menu.ts), on the page landed on too. */}
      <Bar ref={barRef} data-print="hide" data-site-header="" {...behaviorProps('site-menu')}>
        <Row>
          <Logo />
          <MenuButton
            type="button"
            aria-expanded="false"
            aria-controls="site-nav"
            aria-label={ui.menu.open}
            data-open-label={ui.menu.open}
            data-close-label={ui.menu.close}
            data-menu-button=""
          >
            <MenuIcon />
          </MenuButton>
          <Nav id="site-nav" aria-label={ui.nav.label} data-site-nav="">
            <List>
              {headerNav.map(({ key, legal, button }) => {
                const href = pathFor(key, locale);
                return (
                  <Item key={key} $panelOnly={legal || button}>
                    <NavLink href={href} aria-current={isActivePath(href, path) ? 'page' : undefined}>
                      {ui.nav[key]}
                    </NavLink>
                  </Item>
                );
              })}
            </List>
            <PanelCta>
              <ButtonLink href={bookingHref}>{ui.headerCta}</ButtonLink>
            </PanelCta>
          </Nav>
          <Actions>
            <LanguageSwitch />
            <BarCta>
              <ButtonLink href={bookingHref} size="sm" current={isActivePath(bookingHref, path)}>
                {ui.headerCta}
              </ButtonLink>
            </BarCta>
          </Actions>
        </Row>
      </Bar>
      {/* Its look is in the global stylesheet (src/styles/global-css.ts): no script carries it. */}
      <div aria-hidden="true" data-menu-backdrop="" data-print="hide" />
    </>
  );
}
