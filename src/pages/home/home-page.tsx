import { PageMeta } from '../../components/seo/page-meta';
import { ClosingCta } from '../../components/ui/closing-cta';
import type { HomeContent } from '../../content/types';
import { pathFor } from '../../routes/paths';
import type { PageProps } from '../../routes/route-table';
import { graph, organization, webPage } from '../../seo/structured-data';
import { FounderSection } from './founder-section';
import { HeroSection } from './hero-section';
import { PhilosophySection } from './philosophy-section';
import { ServicesSection } from './services-section';
import { StatsSection } from './stats-section';
import { TestimonialsSection } from './testimonials-section';

export default function HomePage({ content, locale }: PageProps<HomeContent>) {
  const path = pathFor('home', locale);
  return (
    <>
      <PageMeta
        meta={content.meta}
        route="home"
        structuredData={graph(
          organization(locale),
          webPage({ name: content.meta.title, description: content.meta.description, path, locale }),
        )}
      />
      <HeroSection content={content.hero} />
      <ServicesSection content={content.services} />
      <StatsSection content={content.stats} />
      <TestimonialsSection content={content.testimonials} />
      <FounderSection content={content.founder} />
      <PhilosophySection content={content.philosophy} />
      <ClosingCta
        title={content.closing.title}
        body={content.closing.body}
        cta={content.closing.cta}
        href={pathFor('booking', locale)}
      />
    </>
  );
}
