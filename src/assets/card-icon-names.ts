/** The symbols of the card icon sprite (./card-icons.svg): 24 px line drawings in the text's colour. */
export const cardIconNames = [
  'compass', 'balance', 'shield', 'repeat', 'target', 'trend', 'stairs', 'star', 'route', 'people',
  'chat', 'id-card', 'cap', 'briefcase', 'flag', 'gear', 'process', 'sprout', 'bars', 'building',
  'award', 'globe', 'lock', 'heart', 'calendar', 'map', 'signpost', 'clock', 'lightbulb',
] as const;
export type CardIconName = (typeof cardIconNames)[number];

/**
 * The symbols with a direction of travel: a rise, a climb, a route, a flow from one step to the
 * next. They turn round in Arabic, as the arrows do, so they move the way the page reads
 * (docs/decisions.md, "Images"); the rest (a scale, a shield, a clock) go nowhere and stay.
 */
export const travellingCardIcons: readonly CardIconName[] = ['trend', 'stairs', 'route', 'process', 'bars'];
