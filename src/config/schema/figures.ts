import type { z } from 'zod';
import { figureList, type StatKey } from '../figure-list';
import { group, wholeNumber } from './fields';

type Figure = ReturnType<typeof wholeNumber>;

/**
 * The business's figures, by their key in src/config/figure-list.ts: src/config/settings/figures.json.
 * The home page and the about page show them; the sentences that give the years quote `years`.
 */
export const figuresSettingsSchema = group(
  Object.fromEntries(
    figureList.map(({ key, suffix }) => [key, suffix === '%' ? wholeNumber({ min: 0, max: 100, why: 'it is a percentage' }) : wholeNumber({ min: 0 })]),
  ) as Record<StatKey, Figure>,
);

export type FiguresSettings = z.output<typeof figuresSettingsSchema>;
