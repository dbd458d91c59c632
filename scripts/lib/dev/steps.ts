/**
 * The compile steps `npm start` runs in its own process (scripts/dev.ts), in tenths of a second
 * rather than the seconds a new process takes. Loaded afresh after the settings change, since the
 * steps read the settings through the generated modules they import.
 */
import { compileContent } from '../../compile-content';
import { compilePosts } from '../../compile-posts';
import { compileSettingsModules } from '../../compile-settings';
import { artworkInputs } from '../artwork-inputs';
import { SourceError } from '../run';

export const compile = {
  settings: () => compileSettingsModules(),
  posts: compilePosts,
  content: compileContent,
};

export { artworkInputs, SourceError };
