import { execFileSync } from 'node:child_process';

/**
 * Which GitHub repository the editor reads and writes: `owner/name`. On GitHub Actions (the
 * workflows that publish the site) GitHub names it; on a computer, the `origin` remote does. No
 * setting to keep in step: a fork or a renamed repository edits itself.
 */
export function githubRepository(env: NodeJS.ProcessEnv = process.env, remote: () => string = originRemote): string | undefined {
  if (env.GITHUB_REPOSITORY && /^[\w.-]+\/[\w.-]+$/.test(env.GITHUB_REPOSITORY)) return env.GITHUB_REPOSITORY;
  return repositoryFromRemote(remote());
}

/** `owner/name` from a GitHub remote's address (https or ssh), or undefined. */
export function repositoryFromRemote(url: string): string | undefined {
  const match = /github\.com[:/]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(url.trim());
  return match ? `${match[1]}/${match[2]}` : undefined;
}

function originRemote(): string {
  try {
    return execFileSync('git', ['remote', 'get-url', 'origin'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return '';
  }
}
