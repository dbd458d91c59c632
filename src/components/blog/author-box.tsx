import styled from 'styled-components';
import { founderImage } from '../../assets/generated/founder-image';
import { site } from '../../config/site';
import { useLocale } from '../../i18n/locale-context';
import { pathFor } from '../../routes/paths';
import { colors, media, radii } from '../../styles/theme';
import { ArrowIcon } from '../icons/icons';
import { AppLink } from '../links/app-link';
import { Eyebrow } from '../ui/layout';
import { Picture } from '../ui/picture';

const Box = styled.section`
  display: grid;
  grid-template-columns: 4.5rem 1fr;
  gap: 1.25rem;
  align-items: start;
  padding: 1.5rem;
  border-radius: ${radii.lg};
  background: ${colors.tint};

  ${media.sm} {
    grid-template-columns: 6rem 1fr;
    gap: 1.75rem;
    padding: 2rem;
  }

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    object-position: top;
    border-radius: ${radii.pill};
  }
`;

const Name = styled.h2`
  color: ${colors.ink};
  font-size: 1.25rem;
  font-weight: 750;
  line-height: 1.3;
`;

const Bio = styled.p`
  margin-top: 0.4rem;
  color: ${colors.muted};
`;

const More = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  margin-top: 0.5rem;
  color: ${colors.brand};
  font-weight: 650;
  text-decoration: none;

  &:hover { text-decoration: underline; text-underline-offset: 0.2em; }
`;

/** Under a post: who wrote it (the founder), in a line, and the way to her page. */
export function AuthorBox({ eyebrow, bio }: { eyebrow: string; bio: string }) {
  const { locale, ui } = useLocale();
  return (
    <Box aria-labelledby="author-name">
      <Picture image={founderImage[locale]} alt="" sizes="6rem" />
      <div>
        <Eyebrow>{eyebrow}</Eyebrow>
        <Name id="author-name">{site.founder.name[locale]}</Name>
        <Bio>{bio}</Bio>
        <More href={pathFor('founder', locale)}>
          {ui.nav.founder}
          <ArrowIcon />
        </More>
      </div>
    </Box>
  );
}
