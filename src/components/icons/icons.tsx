import styled from 'styled-components';
import spriteUrl from '../../assets/icons.svg';
import type { SiteConfig } from '../../config/site';
import { mirroredInArabic } from '../../styles/mirror';

/** Icons are decorative: the text beside them carries the meaning. */
export const Svg = styled.svg`
  width: 1.25em;
  height: 1.25em;
  flex: none;
`;

/** Points the way text reads: forward is right in English, left in Arabic. */
export const DirectionalSvg = styled(Svg)`
  ${mirroredInArabic()}
`;

export function ArrowIcon() {
  return (
    <DirectionalSvg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M5 12h14M13 6l6 6-6 6" />
    </DirectionalSvg>
  );
}

/** Both of the menu button's icons: its styles show the one its `aria-expanded` calls for (src/components/layout/header.tsx). */
export function MenuIcon() {
  return (
    <Svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path data-icon="menu" d="M4 7h16M4 12h16M4 17h16" />
      <path data-icon="close" d="M6 6l12 12M18 6L6 18" />
    </Svg>
  );
}

/** The networks the settings can name (src/config/settings/site.json, `social`): each one has its symbol. */
export type SocialNetwork = keyof SiteConfig['social'];
export type SpriteIconName = 'mail' | 'chat' | 'pin' | SocialNetwork;

/**
 * The footer's icons live in one cached SVG sprite rather than in the
 * JavaScript every page downloads.
 */
export function SpriteIcon({ name }: { name: SpriteIconName }) {
  return (
    <Svg aria-hidden="true" focusable="false">
      <use href={`${spriteUrl}#${name}`} />
    </Svg>
  );
}
