import { arabicCount, arabicNounAfter, type ArabicCase, type ArabicNoun } from './count-ar';
import type { TimeUnit } from './format';

const noun = (one: string, nominative: string, oblique: string, few: string, many: string, round: string): ArabicNoun => ({
  one,
  two: { nominative, oblique },
  few,
  many,
  round,
});

// A year said once is 'عام واحد' (the count matters: experience, retention); an hour, 'ساعة'.
const nouns: Record<TimeUnit, ArabicNoun> = {
  minute: noun('دقيقة', 'دقيقتان', 'دقيقتين', 'دقائق', 'دقيقة', 'دقيقة'),
  hour: noun('ساعة', 'ساعتان', 'ساعتين', 'ساعات', 'ساعة', 'ساعة'),
  day: noun('يوم', 'يومان', 'يومين', 'أيام', 'يوماً', 'يوم'),
  month: noun('شهر واحد', 'شهران', 'شهرين', 'أشهر', 'شهراً', 'شهر'),
  year: noun('عام واحد', 'عامان', 'عامين', 'أعوام', 'عاماً', 'عام'),
};

/**
 * A period in Arabic, written from its value as the grammar wants it: ساعة،
 * ساعتان، ٣ ساعات، ٤٨ ساعة، ٦٠ دقيقة، ١٤ يوماً، ٢٠ عاماً. The dual changes with its case:
 * `nominative` as subject or predicate ('ومدتها ساعتان'), `oblique` after a
 * preposition or as an object ('خلال ساعتين'، 'نخصّص ساعتين'). The agreement is
 * `arabicCount`'s. Apart from the English one, so each language's content carries only its own.
 */
export const arabicDuration = (value: number, unit: TimeUnit, grammaticalCase: ArabicCase = 'nominative'): string => arabicCount(value, nouns[unit], grammaticalCase);

/** A period's noun alone, agreeing with a number shown apart from it: 'عاماً' under ٢٠, 'أعوام' under ٥ (`arabicNounAfter`). */
export const arabicUnitNoun = (value: number, unit: TimeUnit): string => arabicNounAfter(value, nouns[unit]);
