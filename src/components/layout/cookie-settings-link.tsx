import type { MouseEvent } from 'react';
import { site } from '../../config/site';
import { useLocale } from '../../content/ui/locale-context';
import { pathFor } from '../../routes/paths';
import { AppLink } from '../links/app-link';

/**
 * "Cookie settings" in the footer, while Google Analytics is on (the footer leaves it out whole
 * otherwise): a real link to the privacy policy's cookies section, which is where it leads without
 * JavaScript, or anywhere but the site's own address (the banner shows only there). With them, it
 * opens the consent banner again and moves the focus into it.
 */
export function CookieSettingsLink({ label }: { label: string }) {
  const { locale } = useLocale();
  const reopen = (event: MouseEvent<HTMLAnchorElement>) => {
    if (location.origin !== site.origin || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void import(/* webpackChunkName: "consent" */ '../../analytics/google-consent').then(({ reopenConsentBanner }) => reopenConsentBanner());
  };
  return (
    <AppLink href={`${pathFor('privacy', locale)}#cookies`} onClick={reopen} data-cookie-settings="">
      {label}
    </AppLink>
  );
}
