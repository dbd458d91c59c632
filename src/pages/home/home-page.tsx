import { PageMeta } from '../../components/seo/page-meta';
import { ClosingCta } from '../../components/ui/closing-cta';
import type { Content as HomeContent } from '../../content/schema/home';
import { pathFor } from '../../routes/paths';
import type { PageProps } from '../../routes/page-types';
import { FounderSection } from './founder-section';
import { HeroSection } from './hero-section';
import { PhilosophySection } from './philosophy-section';
import { ServicesSection } from './services-section';
import { StatsSection } from './stats-section';
import { TestimonialsSection } from './testimonials-section';

export default function HomePage(props: PageProps<HomeContent>) {
  const { content, locale } = props;
  return (
    <>
      <PageMeta meta={content.meta} page={props} />
      <HeroSection content={content.hero} />
      <ServicesSection content={content.services} offers={content.offers} />
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
