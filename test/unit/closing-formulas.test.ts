/**
 * Two posts of one language that close on the same formula (a run of five or more words in their
 * closing paragraphs, as a reader tells words apart) are named, one line for the two files and the
 * words; their other paragraphs may share what they like. The tests' own posts: the owner's are
 * theirs to write. Build code: it runs in Node.
 * @jest-environment node
 */
import { closingFormulas, FORMULA_WORDS, type PostText } from '../../scripts/lib/content/closing-formulas';

const fileOf = (slug: string) => `blog/${slug}/index.md`;

/** A post of a few sections, its own words in each but the closing paragraph given. */
const post = (slug: string, closing: string, before = `The ${slug} post argues its own case.`): PostText => ({
  slug,
  body: `${before}\n\n## What to do\n\nEach ${slug} step is its own.\n\n## Next\n\n${closing}\n`,
});

describe('closing formulas', () => {
  it('names two English posts whose closings share a phrase, whatever its case and punctuation, with the words as the first writes them', () => {
    const posts = [
      post('saving', 'If money keeps slipping away, start small. Let’s plan it together: your budget, in one hour.'),
      post('habits', 'Habits are hard to change alone: LET’S PLAN IT TOGETHER — your budget, in one hour, with a friend.'),
    ];
    expect(closingFormulas(posts, fileOf)).toEqual([
      'blog/habits/index.md and blog/saving/index.md: the closing paragraphs share "LET’S PLAN IT TOGETHER — your budget, in one hour"; give each post its own closing',
    ]);
  });

  it('names two Arabic posts whose closings share a phrase written with other diacritics, tatweel and alef forms', () => {
    const posts = [
      post('a', 'إن كنت مستعداً للبدء، فاحجز موعداً لنتحدّث عن أهدافك القادمة بهدوء.'),
      post('b', 'وإذا أردت خطوة أولى، فاحجـز مَوْعِداً لنتحدث عن اهدافك القادمة بهدوء وصراحة.'),
    ];
    expect(closingFormulas(posts, fileOf)).toEqual([
      'blog/a/index.md and blog/b/index.md: the closing paragraphs share "فاحجز موعداً لنتحدّث عن أهدافك القادمة بهدوء"; give each post its own closing',
    ]);
  });

  it('names each pair that shares one, and every formula a pair shares in one line', () => {
    const shared = 'the door is always open to you';
    const posts = [post('one', `Write to us; ${shared}.`), post('two', `Call me; ${shared}. Ask about the plan for next year today.`), post('three', `Ask about the plan for next year today, and ${shared}.`)];
    expect(closingFormulas(posts, fileOf)).toEqual([
      `blog/one/index.md and blog/three/index.md: the closing paragraphs share "${shared}"; give each post its own closing`,
      `blog/one/index.md and blog/two/index.md: the closing paragraphs share "${shared}"; give each post its own closing`,
      `blog/three/index.md and blog/two/index.md: the closing paragraphs share "Ask about the plan for next year today" and "${shared}"; give each post its own closing`,
    ]);
  });

  it('takes FORMULA_WORDS words in a row for a formula: one fewer passes, closings of their own pass', () => {
    const words = ['ask', 'for', 'a', 'free', 'discovery', 'session'].slice(0, FORMULA_WORDS);
    const shorter = words.slice(1).join(' ');
    const closings = (run: string) => [
      post('career', `Thinking of a move? Be brave and ${run}, then bring your questions.`),
      post('teams', `When your team is stretched, ${run}: we map the load together.`),
    ];
    expect(closingFormulas(closings(words.join(' ')), fileOf)).toEqual([
      `blog/career/index.md and blog/teams/index.md: the closing paragraphs share "${words.join(' ')}"; give each post its own closing`,
    ]);
    expect(closingFormulas(closings(shorter), fileOf)).toEqual([]);
  });

  it('passes a phrase shared in paragraphs that are not the closing one: before the last heading, or before the last paragraph', () => {
    const shared = 'Book a free discovery session with me and we will look at where you are.';
    const posts = [
      { slug: 'first', body: `${shared}\n\n## Last\n\n${shared}\n\nYour first post closes on its own.\n` },
      { slug: 'second', body: `${shared}\n\n## Last\n\n${shared}\n\n- a list\n\nThen a closing of another kind.\n` },
    ];
    expect(closingFormulas(posts, fileOf)).toEqual([]);
  });

  it('reads a closing’s words as a reader sees them: a link by its words, emphasis without its marks', () => {
    const posts = [
      post('linked', 'See [the full list of questions to ask](/blog/questions) before you choose.'),
      post('plain', 'Keep **the full list of questions** to ask at hand.'),
    ];
    expect(closingFormulas(posts, fileOf)).toEqual([
      'blog/linked/index.md and blog/plain/index.md: the closing paragraphs share "the full list of questions to ask"; give each post its own closing',
    ]);
  });
});
