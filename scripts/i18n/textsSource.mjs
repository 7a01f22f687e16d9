/**
 * A texts file as the browser build sees it (issue 41, decision 0067): its one `defineTexts` call,
 * the English read from the source without running it, and the texts in each language (the
 * catalogue over the English, so a key a translator has not written yet stays English).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const TEXTS_LANGUAGES = ['en', 'hi', 'ta'];

/** A language whose texts come in a page variant of their own: `page-x.hi.js` beside `page-x.js`. */
export const VARIANT_LANGUAGES = TEXTS_LANGUAGES.filter((language) => language !== 'en');

/** The name the build writes in place of a file's texts until each variant fills them in. */
export const TEXTS_PLACEHOLDER = '__SN_TEXTS__';

function fail(file, node, why) {
  const source = node.getSourceFile();
  const { line } = source.getLineAndCharacterOfPosition(node.getStart());
  throw new Error(`${file}:${line + 1}: ${why} (texts are read from the source by the build: string literals and constants)`);
}

/** A source file as the evaluator reads it: its constants, and what it imports from files of ours. */
function scopeOf(file, parsed, read) {
  const constants = new Map();
  const imports = new Map();
  for (const statement of parsed.statements) {
    if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) constants.set(declaration.name.text, declaration.initializer);
      }
    }
    const bindings = ts.isImportDeclaration(statement) && statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings) && ts.isStringLiteral(statement.moduleSpecifier) && statement.moduleSpecifier.text.startsWith('.')) {
      for (const element of bindings.elements) imports.set(element.name.text, { from: statement.moduleSpecifier.text, name: (element.propertyName ?? element.name).text });
    }
  }
  return { file, constants, imports, read };
}

/** A constant another file of ours exports (`import { PASSWORD_MIN_LENGTH } from './password'`). */
function importedConstant(scope, node, imported) {
  const base = path.resolve(path.dirname(scope.file), imported.from);
  const file = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
  if (!file) fail(scope.file, node, `'${imported.from}' is not a file of ours`);
  const parsed = ts.createSourceFile(file, scope.read(file), ts.ScriptTarget.Latest, true);
  const other = scopeOf(file, parsed, scope.read);
  const initializer = other.constants.get(imported.name);
  if (!initializer) fail(scope.file, node, `'${imported.name}' is not a constant of ${imported.from}`);
  return evaluate(initializer, other);
}

function evaluate(node, scope) {
  const file = scope.file;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  // A number written into a text (`in ${LINE_REASON_MIN} to …`) reads as JavaScript writes it.
  if (ts.isNumericLiteral(node)) return String(Number(node.text));
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return evaluate(node.expression, scope);
  if (ts.isIdentifier(node)) {
    const initializer = scope.constants.get(node.text);
    if (initializer) return evaluate(initializer, scope);
    const imported = scope.imports.get(node.text);
    if (!imported) fail(file, node, `'${node.text}' is not a constant of this file`);
    return importedConstant(scope, node, imported);
  }
  const text = (expression) => {
    const value = evaluate(expression, scope);
    if (typeof value !== 'string') fail(file, expression, 'a group where a text was expected');
    return value;
  };
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => text(span.expression) + span.literal.text).join('');
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) return text(node.left) + text(node.right);
  if (ts.isObjectLiteralExpression(node)) {
    const tree = {};
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) fail(file, property, 'not a plain key');
      tree[property.name.text] = evaluate(property.initializer, scope);
    }
    return tree;
  }
  return fail(file, node, `cannot read ${ts.SyntaxKind[node.kind]}`);
}

function cataloguesOf(loaders, file) {
  const catalogues = {};
  if (!ts.isObjectLiteralExpression(loaders)) fail(file, loaders, 'the catalogues are not an object');
  for (const property of loaders.properties) {
    const language = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : '';
    const loader = ts.isPropertyAssignment(property) ? property.initializer : undefined;
    const call = loader && ts.isArrowFunction(loader) && ts.isCallExpression(loader.body) ? loader.body : undefined;
    const target = call?.expression.kind === ts.SyntaxKind.ImportKeyword ? call.arguments[0] : undefined;
    if (!TEXTS_LANGUAGES.includes(language) || !target || !ts.isStringLiteral(target)) fail(file, property, 'not `language: () => import(\'./file.json\')`');
    catalogues[language] = path.join(path.dirname(file), target.text);
  }
  return catalogues;
}

/** The file's `defineTexts` call; undefined when it has none. */
export function textsCallOf(file, source) {
  // Most files define no texts: spared the parser.
  if (!source.includes('defineTexts(')) return undefined;
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const calls = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineTexts') calls.push(node);
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  if (calls.length === 0) return undefined;
  if (calls.length > 1) fail(file, calls[1], 'a second defineTexts call in one file');
  const [englishArgument, loadersArgument] = calls[0].arguments;
  if (!englishArgument || !loadersArgument) fail(file, calls[0], 'defineTexts needs the English and its catalogues');
  const read = (other) => {
    dependencies.add(other);
    return readFileSync(other, 'utf8');
  };
  const dependencies = new Set();
  const english = evaluate(englishArgument, scopeOf(file, parsed, read));
  if (typeof english === 'string') fail(file, englishArgument, 'the English is a text, not a group');
  return {
    english,
    catalogues: cataloguesOf(loadersArgument, file),
    dependencies: [...dependencies],
    englishSpan: [englishArgument.getStart(), englishArgument.getEnd()],
    loadersSpan: [loadersArgument.getStart(), loadersArgument.getEnd()],
  };
}

/** The English with each text the catalogue has in its place. */
function over(english, catalogue) {
  const tree = {};
  const translated = (catalogue && typeof catalogue === 'object' ? catalogue : {});
  for (const [key, value] of Object.entries(english)) {
    const found = translated[key];
    tree[key] = typeof value === 'string' ? (typeof found === 'string' && found !== '' ? found : value) : over(value, found);
  }
  return tree;
}

/** The call's texts in `language`: what a page variant draws. */
export function textsIn(call, language) {
  const catalogue = call.catalogues[language];
  return language === 'en' || !catalogue ? call.english : over(call.english, JSON.parse(readFileSync(catalogue, 'utf8')));
}

/** The texts a file defines, in `language`. */
export function textsOfFile(file, language) {
  const call = textsCallOf(file, readFileSync(file, 'utf8'));
  if (!call) throw new Error(`${file}: no defineTexts call`);
  return textsIn(call, language);
}

/** The texts as a JavaScript object literal: keys bare where they can be, texts as JSON strings. */
export function objectLiteral(tree) {
  const entries = Object.entries(tree).map(([key, value]) => {
    const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
    return `${name}:${typeof value === 'string' ? JSON.stringify(value) : objectLiteral(value)}`;
  });
  return `{${entries.join(',')}}`;
}
