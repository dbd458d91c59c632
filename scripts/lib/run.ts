/**
 * A mistake in a file the owner edits. Its message names the file and the
 * field, one line each, and is all a build script prints of it.
 */
export class SourceError extends Error {}

/** A build script's entry: any failure is printed and fails the command. */
export function run(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof SourceError ? error.message : error);
    process.exit(1);
  });
}
