/** The symbols of the card icon sprite (./card-icons.svg): 24 px line drawings in the text's colour. */
export const cardIconNames = [
  'compass', 'balance', 'shield', 'repeat', 'target', 'trend', 'stairs', 'star', 'route', 'people',
  'chat', 'id-card', 'cap', 'briefcase', 'flag', 'gear', 'process', 'sprout', 'bars', 'building',
  'award', 'globe', 'lock', 'heart', 'calendar', 'map', 'signpost', 'clock', 'lightbulb',
] as const;
export type CardIconName = (typeof cardIconNames)[number];
