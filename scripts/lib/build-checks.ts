/**
 * The build's own checks on what the owner writes, run by the launch check so that it never says
 * ready while `npm run build` would stop: the pages' words (schema and house style), the posts and
 * the founder's photo, each problem one line as the build prints it. They read the settings through
 * the generated modules (src/config/generated/), so the settings are compiled first and this
 * module is loaded after (scripts/check-launch.ts).
 */
import path from 'node:path';
import { compileAll } from './content/compile';
import { founderPhoto } from './founder-photo';
import { readPosts } from './posts';
import { SourceError } from './run';

/** What the build would stop on in the project at `root`, whose settings the generated modules hold. */
export async function buildProblems(root: string, photo: string | undefined): Promise<string[]> {
  const problems = [...compileAll(root).problems];
  const stopsOn = async (check: () => unknown) => {
    try {
      await check();
    } catch (error) {
      if (!(error instanceof SourceError)) throw error;
      problems.push(...error.message.split('\n'));
    }
  };
  await stopsOn(() => readPosts(path.join(root, 'src', 'content', 'blog')));
  await stopsOn(() => founderPhoto(photo, root));
  return problems;
}
