import { useEffect } from 'react';
import { MissingPage } from '../../components/sections/missing-page';
import type { Content as NotFoundContent } from '../../content/schema/not-found';
import { useLocale } from '../../content/ui/locale-context';
import { pathFor } from '../../routes/paths';
import { logMissedPath } from './missed-path';

/** Shown for any path no route answers; the static host sends it with a 404 status. */
export function NotFoundPage({ path, content }: { path: string; content: NotFoundContent }) {
  const { locale } = useLocale();

  useEffect(() => logMissedPath(path), [path]);

  return (
    <MissingPage
      meta={content.meta}
      title={content.title}
      body={content.body}
      link={{ href: pathFor('home', locale), label: content.returnHome }}
      next={{
        title: content.links.title,
        links: content.links.items.map(({ page, label, description }) => ({ href: pathFor(page, locale), label, description })),
      }}
    />
  );
}
