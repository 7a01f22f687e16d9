/**
 * Issue 41, decision 0067: every chunk of a browser build that holds texts is written once per
 * language — `page-x.js` in English, `page-x.hi.js` and `page-x.ta.js` beside it — each with its
 * texts in that language only, where textsLoader left a placeholder. The build's runtime then
 * loads the chunks of the page's language (`<html lang>`, which the server wrote): a Hindi page
 * downloads Hindi and no English, an English page no catalogue loader at all. The server names
 * the variants in the page's HTML and preloads (`languageVariant`, server/src/modules/shellPage).
 *
 * Written after minification and before the source maps and the content hashes, so each variant
 * gets its own map, and a hashed name (the shell's) covers the texts of every language.
 */
import path from 'node:path';
import { rspack, type Compilation, type Compiler } from '@rspack/core';
import { objectLiteral, TEXTS_PLACEHOLDER, textsOfFile, VARIANT_LANGUAGES, type TextsLanguage, type TextsTree } from './textsSource.mjs';

const PLUGIN_NAME = 'ServeNearTextsVariants';
/** The build's list of files with variants, for the server's HTML and preloads. */
export const TEXTS_VARIANTS_FILE = 'texts-variants.json';

export interface TextsVariants {
  languages: readonly string[];
  /** The English files (as the build names them) that have a variant in each language. */
  files: string[];
}
/** `__SN_TEXTS__("shared/src/ui/texts.ts#1a2b3c4d")` as the minifier leaves it (either quotes). */
const PLACEHOLDER = new RegExp(`${TEXTS_PLACEHOLDER}\\((["'])([^"'#]+)#[0-9a-f]+\\1\\)`, 'g');
/** Where the runtime's list of chunks with variants goes, once the chunks are known. */
const CHUNKS_PLACEHOLDER = '__SN_TEXTS_CHUNKS__';
const CHUNKS_STRING = new RegExp(`(["'])${CHUNKS_PLACEHOLDER}\\1`, 'g');

/** `main.1a2b3c4d5e.js` → `main.1a2b3c4d5e.hi.js`. */
export function variantFile(file: string, language: TextsLanguage): string {
  return language === 'en' ? file : file.replace(/\.js$/, `.${language}.js`);
}

/**
 * The runtime's chunk file names follow the page's language for the chunks that have variants.
 * A page without `<html lang>` of a variant language (English, a test page) keeps the names.
 */
class LanguageChunksRuntimeModule extends rspack.RuntimeModule {
  constructor() {
    super('servenear_texts_language', rspack.RuntimeModule.STAGE_ATTACH);
  }

  override generate(): string {
    const languages = JSON.stringify(VARIANT_LANGUAGES);
    return [
      `var fileOf = ${rspack.RuntimeGlobals.getChunkScriptFilename};`,
      `var withTexts = "${CHUNKS_PLACEHOLDER}";`,
      `var language = typeof document !== "undefined" && document.documentElement.lang;`,
      `if (fileOf && ${languages}.indexOf(language) !== -1) {`,
      `  ${rspack.RuntimeGlobals.getChunkScriptFilename} = function (chunkId) {`,
      `    var file = fileOf(chunkId);`,
      `    return withTexts[chunkId] ? file.slice(0, -3) + "." + language + ".js" : file;`,
      `  };`,
      `}`,
    ].join('\n');
  }
}

export class TextsVariantsPlugin {
  constructor(private readonly root: string) {}

  apply(compiler: Compiler): void {
    const { ReplaceSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation: Compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(PLUGIN_NAME, (chunk, requirements) => {
        requirements.add(rspack.RuntimeGlobals.getChunkScriptFilename);
        compilation.addRuntimeModule(chunk, new LanguageChunksRuntimeModule());
      });
      compilation.hooks.processAssets.tap({ name: PLUGIN_NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        const texts = new Map<string, TextsTree>();
        const textsOf = (file: string, language: TextsLanguage) => {
          const key = `${file}\0${language}`;
          if (!texts.has(key)) texts.set(key, textsOfFile(path.join(this.root, file), language));
          return texts.get(key)!;
        };
        // Each script as minified, read once: its texts' placeholders and the runtime's list.
        const scripts = [...compilation.chunks].flatMap((chunk) =>
          [...chunk.files]
            .filter((file) => file.endsWith('.js'))
            .map((file) => {
              const asset = compilation.getAsset(file)!;
              const code = asset.source.source().toString();
              return { chunk, file, asset, placeholders: [...code.matchAll(PLACEHOLDER)], lists: [...code.matchAll(CHUNKS_STRING)] };
            }),
        );
        const withTexts: Record<string, 1> = {};
        for (const { chunk, placeholders } of scripts) if (placeholders.length > 0 && chunk.id !== null) withTexts[String(chunk.id)] = 1;
        const chunksLiteral = JSON.stringify(withTexts);
        for (const { file, asset, placeholders, lists } of scripts) {
          if (placeholders.length === 0 && lists.length === 0) continue;
          const inLanguage = (language: TextsLanguage) => {
            const replaced = new ReplaceSource(asset.source);
            for (const match of placeholders) replaced.replace(match.index, match.index + match[0].length - 1, objectLiteral(textsOf(match[2]!, language)));
            for (const match of lists) replaced.replace(match.index, match.index + match[0].length - 1, chunksLiteral);
            return replaced;
          };
          // Every variant is made from the file as minified before any is written: rspack's asset
          // answers with the file's current source, which the English would otherwise replace.
          const variants = placeholders.length === 0 ? [] : VARIANT_LANGUAGES.map((language) => [language, inLanguage(language)] as const);
          compilation.updateAsset(file, inLanguage('en'));
          for (const [language, source] of variants) compilation.emitAsset(variantFile(file, language), source, { ...asset.info });
        }
      });
      // After the content hashes: the files by their final names.
      compilation.hooks.processAssets.tap({ name: PLUGIN_NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const names = new Set(compilation.getAssets().map((asset) => asset.name));
        // A text left unwritten would throw in the browser (the placeholder is no function): fail here.
        const unwritten = [...names].filter((name) => name.endsWith('.js') && compilation.getAsset(name)!.source.source().toString().includes(`${TEXTS_PLACEHOLDER}(`));
        if (unwritten.length > 0) compilation.errors.push(new rspack.WebpackError(`${PLUGIN_NAME}: texts left unwritten in ${unwritten.join(', ')}`));
        const files = [...names].filter((name) => name.endsWith('.js') && VARIANT_LANGUAGES.every((language) => names.has(variantFile(name, language)))).sort();
        const report: TextsVariants = { languages: VARIANT_LANGUAGES, files };
        compilation.emitAsset(TEXTS_VARIANTS_FILE, new rspack.sources.RawSource(`${JSON.stringify(report, null, 2)}\n`));
      });
    });
  }
}
