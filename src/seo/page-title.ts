import { site, type Locale } from '../config/site';

/** The title template: `<page title> | <short brand>`. Search results show about 60 characters of it. */
export const pageTitle = (title: string, locale: Locale): string => `${title} | ${site.brandShort[locale]}`;

export const TITLE_MAX = 60;
export const DESCRIPTION_RANGE = [120, 160] as const;
