import cardSprite from '../../assets/card-icons.svg';
import { travellingCardIcons, type CardIconName } from '../../assets/card-icon-names';
import { DirectionalSvg, Svg } from './icons';

/**
 * Icons only page content uses. Kept apart from ./icons, which the header and
 * footer need on every page, so they travel in the page chunks that draw them.
 */

export function CheckIcon() {
  return (
    <Svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Svg>
  );
}

export function PlusIcon() {
  return (
    <Svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" />
    </Svg>
  );
}

/**
 * A card's icon, from a static sprite: the browser caches one file for every
 * card on every page, and no drawing travels in the JavaScript. One that moves
 * somewhere (a rise, a climb) turns round in Arabic.
 */
export function CardIcon({ name }: { name: CardIconName }) {
  const Icon = travellingCardIcons.includes(name) ? DirectionalSvg : Svg;
  return (
    <Icon aria-hidden="true" focusable="false">
      <use href={`${cardSprite}#${name}`} />
    </Icon>
  );
}
