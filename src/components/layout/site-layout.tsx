import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLocale } from '../../content/ui/locale-context';
import { ConsentBanner } from '../consent/consent-banner';
import { Footer } from './footer';
import { Header } from './header';
import { PAGE_STATUS } from './page-arrival';
import { VisuallyHidden } from '../ui/visually-hidden';
import { colors, radii } from '../../styles/theme';

const SkipLink = styled.a`
  position: absolute;
  top: 0.75rem;
  left: 0.75rem;
  z-index: 100;
  padding: 0.75rem 1.25rem;
  border-radius: ${radii.sm};
  background: ${colors.ink};
  color: ${colors.paper};
  font-weight: 700;
  transform: translateY(-200%);

  &:focus { transform: none; }
`;

const Main = styled.main`
  display: block;
  min-height: 60vh;
  &:focus { outline: none; }
`;

export function SiteLayout({ children }: { children: ReactNode }) {
  const { ui } = useLocale();
  return (
    <>
      <SkipLink href="#main" data-print="hide">{ui.skipToContent}</SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      {/* Says which page a move within the site opened (page-arrival.ts); empty on the page loaded. */}
      <VisuallyHidden id={PAGE_STATUS} role="status" />
      <Footer />
      {/* Hidden: what the banner's script (src/analytics/consent-banner.ts) makes the banner from. */}
      {__GOOGLE_ANALYTICS__ && <ConsentBanner />}
    </>
  );
}
