export declare const TEXTS_LANGUAGES: readonly ['en', 'hi', 'ta'];
export type TextsLanguage = (typeof TEXTS_LANGUAGES)[number];
export declare const VARIANT_LANGUAGES: readonly Exclude<TextsLanguage, 'en'>[];
export type TextsTree = { [key: string]: string | TextsTree };
export declare const TEXTS_PLACEHOLDER: string;
export interface TextsCall {
  english: TextsTree;
  /** Each catalogue's file, from the call's loaders (`hi: () => import('./texts.hi.json')`). */
  catalogues: Partial<Record<TextsLanguage, string>>;
  /** Other files the English reads constants from. */
  dependencies: string[];
  /** Where the call's two arguments are in the source. */
  englishSpan: [number, number];
  loadersSpan: [number, number];
}
export declare function textsCallOf(file: string, source: string): TextsCall | undefined;
export declare function textsIn(call: TextsCall, language: TextsLanguage): TextsTree;
export declare function textsOfFile(file: string, language: TextsLanguage): TextsTree;
export declare function objectLiteral(tree: TextsTree): string;
