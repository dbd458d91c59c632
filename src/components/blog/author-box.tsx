import styled from 'styled-components';
import { founderImage } from '../../assets/generated/founder-image';
import { founderImageKind } from '../../assets/generated/founder-image-kind';
import { site } from '../../config/site';
import { useLocale } from '../../content/ui/locale-context';
import { pathFor } from '../../routes/paths';
import { colors, media, radii } from '../../styles/theme';
import { ArrowIcon } from '../icons/icons';
import { AppLink } from '../links/app-link';
import { Initials } from '../ui/initials';
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

  /* Her photograph, cropped to her face: the top of the portrait, where the frame keeps it. */
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    object-position: 50% 15%;
    border-radius: ${radii.pill};
  }
`;

/* No photograph: her initials in the brand disc, as a client's beside their words; a scene is never cropped to stand for a face. */
const AuthorInitials = styled(Initials)`
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  font-size: 1.5rem;
  &[data-letters='1'] { font-size: 2rem; }

  ${media.sm} {
    font-size: 2rem;
    &[data-letters='1'] { font-size: 2.75rem; }
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

/** Under a post: who wrote it (the founder), her photograph or else her initials, a line, and the way to her page. */
export function AuthorBox({ eyebrow, bio }: { eyebrow: string; bio: string }) {
  const { locale, ui } = useLocale();
  return (
    <Box aria-labelledby="author-name">
      {founderImageKind === 'photo' ? <Picture image={founderImage[locale]} alt="" sizes="6rem" /> : <AuthorInitials name={site.founder.name[locale]} />}
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
