/**
 * @jest-environment node
 *
 * `npm start`'s watcher: which compile steps a changed file needs, how changes are batched, and
 * when the artwork must be drawn again. Build code: it runs in Node.
 */
import { artworkToDraw, planFor, stepsFor, STEP_ORDER, WATCHED_DIRS } from '../../scripts/lib/dev/plan';
import { batcher } from '../../scripts/lib/dev/batch';

describe('stepsFor: what a changed file needs compiled again', () => {
  it.each([
    // Settings: the settings, then everything that quotes them; the brand and the founder's name are drawn too.
    ['src/config/settings/site.json', ['settings', 'artwork', 'posts', 'content']],
    ['src/config/settings/figures.json', ['settings', 'posts', 'content']],
    ['src/config/settings/services.json', ['settings', 'posts', 'content']],
    // A page's or a service's words: the words only.
    ['src/content/pages/home/en.json', ['content']],
    ['src/content/pages/home/ar.json', ['content']],
    ['src/content/service-pages/life-coaching/ar.json', ['content']],
    ['src/content/shared/offers/en.json', ['content']],
    // The interface strings hold the tagline, which the share cards show.
    ['src/content/shared/ui/ar.json', ['artwork', 'content']],
    // The house style's words: every data file is checked against them again.
    ['src/content/style/house-style.json', ['content']],
    // The legal clauses are facts a post may quote too.
    ['src/content/legal/jurisdictions.json', ['posts', 'content']],
    // A post, whatever its files are called, its pictures, and a post folder added or removed.
    ['src/content/blog/career-transition-guide/en.md', ['artwork', 'posts']],
    ['src/content/blog/career-transition-guide/index.ar.md', ['artwork', 'posts']],
    ['src/content/blog/career-transition-guide/cover.jpg', ['artwork', 'posts']],
    ['src/content/blog/a-new-post/', ['artwork', 'posts']],
    // A page folder added or removed (a folder's path ends with a slash).
    ['src/content/pages/home/', ['content']],
    ['src/content/service-pages/a-new-service/', ['content']],
  ])('%s → %j', (file, steps) => {
    expect(stepsFor(file)).toEqual(steps);
  });

  it.each([
    // The steps' own output: compiling it again would never end.
    'src/content/blog/generated/posts-en.ts',
    'src/content/blog/generated/bodies/career-transition-guide.en.json',
    'src/content/generated/en/home.ts',
    'src/config/generated/site.ts',
    // Code beside the data, which webpack watches itself.
    'src/content/blog/order.ts',
    'src/content/schema/home.ts',
    'src/config/site.ts',
    // An editor's scratch files.
    'src/content/pages/home/.en.json.swp',
    'src/content/pages/home/en.json~',
    'src/content/pages/home/4913',
    'src/content/pages/home/sedwxVvUG',
    'src/config/settings/sedHkHa3F',
    'src/content/blog/unlock-your-potential/sedAM7fig',
    'src/config/settings/.site.json.tmp',
    'src/content/blog/career-transition-guide/.en.md.swp',
    // Not data.
    'src/content/pages/home/notes.txt',
    'src/config/settings/README.md',
  ])('%s → nothing', (file) => {
    expect(stepsFor(file)).toEqual([]);
  });

  it('covers every folder it watches, and only those', () => {
    for (const dir of WATCHED_DIRS) expect(stepsFor(`${dir}/`).length).toBeGreaterThan(0);
    expect(WATCHED_DIRS.some((dir) => 'src/content/generated/en/home.ts'.startsWith(dir))).toBe(false);
  });
});

describe('planFor: a batch of changes', () => {
  it('runs each step once, in the order `npm run assets` runs them', () => {
    expect(planFor(['src/content/pages/home/en.json', 'src/content/pages/about/ar.json'])).toEqual(['content']);
    expect(planFor(['src/content/pages/home/en.json', 'src/content/blog/a/en.md'])).toEqual(['artwork', 'posts', 'content']);
    expect(planFor(['src/content/blog/a/en.md', 'src/config/settings/figures.json'])).toEqual(['settings', 'artwork', 'posts', 'content']);
    expect(STEP_ORDER).toEqual(['settings', 'artwork', 'posts', 'content']);
  });

  it('is empty when nothing a step reads changed', () => {
    expect(planFor(['src/content/generated/en/home.ts', 'src/content/pages/home/.en.json.swp'])).toEqual([]);
  });
});

describe('artworkToDraw: when the artwork is drawn again', () => {
  const before = { words: '["Noor"]', posts: ['a:keyhole', 'b:staircase'] };

  it('draws nothing when nothing it is drawn from changed, or a post went', () => {
    expect(artworkToDraw(before, before)).toEqual([]);
    expect(artworkToDraw(before, { ...before, posts: ['a:keyhole'] })).toEqual([]);
  });

  it("draws a new post's picture, and a post's new drawing", () => {
    expect(artworkToDraw(before, { ...before, posts: [...before.posts, 'c:wellbeing'] })).toEqual(['the picture of c']);
    expect(artworkToDraw(before, { ...before, posts: ['a:conversation', 'b:staircase'] })).toEqual(['the picture of a']);
  });

  it('draws the share cards again when the brand or the tagline changed', () => {
    expect(artworkToDraw(before, { ...before, words: '["Nour"]' })).toEqual(['the share cards']);
  });
});

describe('batcher: changes gathered, batches one at a time', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A batch that takes `ms` to run, recording what it was given. */
  const recording = (ms: number) => {
    const batches: string[][] = [];
    const run = (files: string[]) => {
      batches.push(files);
      return new Promise<void>((resolve) => setTimeout(resolve, ms));
    };
    return { batches, run };
  };

  it('waits until the files have been quiet for a while, then runs them as one batch', async () => {
    const { batches, run } = recording(10);
    const queue = batcher(run, 150);
    queue.add('a');
    await jest.advanceTimersByTimeAsync(100);
    queue.add('b');
    queue.add('a');
    await jest.advanceTimersByTimeAsync(100);
    expect(batches).toEqual([]);
    await jest.advanceTimersByTimeAsync(60);
    expect(batches).toEqual([['a', 'b']]);
  });

  it('never runs two batches at once: what changes during one makes the next', async () => {
    const { batches, run } = recording(1000);
    const queue = batcher(run, 150);
    queue.add('a');
    await jest.advanceTimersByTimeAsync(200);
    expect(batches).toEqual([['a']]);
    queue.add('b');
    await jest.advanceTimersByTimeAsync(200);
    queue.add('c');
    await jest.advanceTimersByTimeAsync(500);
    expect(batches).toEqual([['a']]);
    await jest.advanceTimersByTimeAsync(400);
    expect(batches).toEqual([['a'], ['b', 'c']]);
    const idle = queue.idle();
    await jest.advanceTimersByTimeAsync(1200);
    await idle;
    expect(batches).toEqual([['a'], ['b', 'c']]);
  });

  it('goes on after a batch that fails', async () => {
    const batches: string[][] = [];
    const queue = batcher(async (files) => {
      batches.push(files);
      throw new Error('broken');
    }, 150);
    queue.add('a');
    await jest.advanceTimersByTimeAsync(200);
    queue.add('b');
    await jest.advanceTimersByTimeAsync(200);
    expect(batches).toEqual([['a'], ['b']]);
  });
});
