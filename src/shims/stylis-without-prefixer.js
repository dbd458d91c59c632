/**
 * stylis as styled-components sees it, minus the vendor prefixer.
 *
 * styled-components imports all of stylis and calls `prefixer` only when a
 * StyleSheetManager sets `enableVendorPrefixes`, which this site never does
 * (its browsers need no prefixes). Shadowing the export lets the bundler drop
 * the prefixer's large property table: about 1.4 KB gzip on every page and
 * 1.5 KB more on Arabic pages. Everything else is the real stylis.
 */
export * from 'stylis-original';

export function prefixer() {}
