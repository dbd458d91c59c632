import webpack from 'webpack';

/** V8's explicit compile hint: every function in the file runs on load, so compile them all while streaming it. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the hint at the top of the app's two chunks (webpack.config.ts), whose functions nearly
 * all run to render the first page it shows. Chrome then compiles them while the file streams
 * in, off the main thread, instead of parsing React DOM's 200 KB module again when the app
 * starts (measured in docs/decisions.md, "Starting after the first screen"). Other browsers
 * read a comment. It goes on after
 * minification, which would drop it, and before the source map and the content hash are made.
 */
export class CompileHintPlugin {
  constructor(private readonly chunkNames: readonly string[]) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.name || !this.chunkNames.includes(chunk.name)) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source));
          }
        }
      });
    });
  }
}
