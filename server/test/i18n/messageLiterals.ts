/**
 * Issue 41: the messages the server writes for a customer or a partner, found in its source as
 * they are written (English literals), so a test can tell which one no catalogue knows: such a
 * message would reach a Hindi or Tamil reader in English. Read with the TypeScript compiler's
 * parser only (no type checking): fast, and enough for the shapes messages are written in.
 *
 * A message is found where it is:
 * - the message of an `HttpError` (its third argument), of `notFound(…)`, of `sendError(…)`;
 * - a field's message: a string inside an array that is a value of the field errors passed to
 *   `HttpError`, `unprocessable`, `notFound` or `sendError`, or of an `errors: {…}` property;
 * - the `message:` of an object literal (a reply's, a notification row's);
 * - a text sent by SMS (`….sms.send(to, text)`, `….send(mobile, text)` of an SMS provider);
 * - a value of a module-level object named like messages, texts or refusals (`cartMessages = {…}`),
 *   what a function in it returns, or a module-level string constant named like a message
 *   (`BODY_TOO_SLOW_MESSAGE = '…'`);
 * - a `const message = …`, and a string value given to `fill(template, { … })`.
 * An identifier is followed to a string constant of the same file, a function to what it returns.
 * A template literal with variable parts cannot be looked up by its English, so it is reported as
 * such: it must become a catalogue template filled with `fill(…)`.
 *
 * A statement or property preceded by a comment `i18n-ignore: <why>` is left out: a text only the
 * ops console or the admin CLI shows, which stay English (issue 41), or a string that is no text.
 * So is a string with no letter in it ('', ' · ').
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface FoundMessage {
  /** Repository path and line: `server/src/modules/cart/service.ts:31`. */
  at: string;
  /** The English, exactly; null for a message built at run time (a template or a function). */
  text: string | null;
  /** What was found, for the report: 'HttpError message', 'field error', … */
  kind: string;
}

const MESSAGE_CALLS: Record<string, { message?: number; errors?: number }> = {
  HttpError: { errors: 1, message: 2 },
  notFound: { message: 0, errors: 1 },
  unprocessable: { errors: 0 },
  sendError: { errors: 2, message: 3 },
};

/** Names of messages objects: `cartMessages`, `INPUT_REFUSALS`, `texts`, the SMS rules (`context` is none). */
const MESSAGES_OBJECT = /^(messages|texts|refusals)$|(Messages?|Texts?|Refusals)$|(MESSAGES?|TEXTS?|REFUSALS)$|^sms\w*Rules$/;
/** Names of one message: `privateMediaMessage`, `BODY_TOO_SLOW_MESSAGE`, `startCodeText`. */
const MESSAGE_CONSTANT = /^(message|text)$|(Message|Text)$|(MESSAGE|TEXT)$/;
const IGNORED = /\bi18n-ignore\b/;

/** Calls whose `message:` is not shown to anybody: logs, zod's issues for operators. */
const NOT_SHOWN_CALLS = /^(log|logger|console)\.|\.(log|debug|info|warn|error|fatal|trace)$|\.addIssue$/;

function walk(dir: string, out: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name)) out.push(full);
  }
  return out;
}

function calleeName(expression: ts.Expression): string {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return `${calleeName(expression.expression)}.${expression.name.text}`;
  return '';
}

const lastName = (name: string) => name.slice(name.lastIndexOf('.') + 1);

/** The messages written in one file (`source`: its text; `file`: its repository path). */
export function messagesInSource(file: string, source: string): FoundMessage[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const found: FoundMessage[] = [];
  const constants = new Map<string, string>();
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer && unwrap(declaration.initializer);
      if (ts.isIdentifier(declaration.name) && value && ts.isStringLiteralLike(value)) constants.set(declaration.name.text, value.text);
    }
  }

  const at = (node: ts.Node) => `${file}:${sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1}`;

  function unwrap(node: ts.Expression): ts.Expression {
    let current = node;
    while (ts.isAsExpression(current) || ts.isParenthesizedExpression(current) || ts.isSatisfiesExpression(current) || ts.isNonNullExpression(current)) {
      current = current.expression;
    }
    return current;
  }

  /** Whether a comment before the node says to leave it out. */
  const ignored = (node: ts.Node) =>
    (ts.getLeadingCommentRanges(source, node.getFullStart()) ?? []).some((range) => IGNORED.test(source.slice(range.pos, range.end)));

  /** What a function gives: its expression body, or its `return`s. */
  function returned(fn: ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration, kind: string): void {
    if (!fn.body) return;
    if (!ts.isBlock(fn.body)) return message(fn.body, kind);
    const visitReturns = (node: ts.Node): void => {
      if (ts.isReturnStatement(node)) message(node.expression, kind);
      else if (!ts.isFunctionLike(node)) ts.forEachChild(node, visitReturns);
    };
    visitReturns(fn.body);
  }

  /** A message expression: a literal, a template, a constant of this file, either branch of `a ? b : c`, what a function returns. */
  function message(node: ts.Expression | undefined, kind: string): void {
    if (!node) return;
    const value = unwrap(node);
    if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) returned(value, kind);
    else if (ts.isStringLiteralLike(value)) {
      if (/\p{L}/u.test(value.text)) found.push({ at: at(value), text: value.text, kind });
    }
    else if (ts.isTemplateExpression(value)) found.push({ at: at(value), text: null, kind: `${kind} (a template literal: use a catalogue template and fill)` });
    else if (ts.isIdentifier(value) && constants.has(value.text)) found.push({ at: at(value), text: constants.get(value.text)!, kind });
    else if (ts.isConditionalExpression(value)) {
      message(value.whenTrue, kind);
      message(value.whenFalse, kind);
    } else if (ts.isBinaryExpression(value) && (value.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || value.operatorToken.kind === ts.SyntaxKind.BarBarToken)) {
      message(value.right, kind);
    } else if (ts.isBinaryExpression(value) && value.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      found.push({ at: at(value), text: null, kind: `${kind} (built with +: use a catalogue template and fill)` });
    }
  }

  /** Field errors: `{ field: ['…'] }`. */
  function fieldErrors(node: ts.Expression | undefined): void {
    if (!node) return;
    const value = unwrap(node);
    if (!ts.isObjectLiteralExpression(value)) return;
    for (const property of value.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const list = unwrap(property.initializer);
      if (ts.isArrayLiteralExpression(list)) for (const element of list.elements) message(element as ts.Expression, 'field error');
    }
  }

  /** The values of a module-level messages object, nested groups included. */
  function messagesObject(node: ts.ObjectLiteralExpression): void {
    for (const property of node.properties) {
      if (ignored(property)) continue;
      if (ts.isMethodDeclaration(property)) {
        returned(property as unknown as ts.FunctionExpression, 'messages object value');
        continue;
      }
      if (!ts.isPropertyAssignment(property)) continue;
      const value = unwrap(property.initializer);
      if (ts.isObjectLiteralExpression(value)) messagesObject(value);
      else if (ts.isCallExpression(value)) {
        // told(…), a wrapper: what its function arguments give.
        for (const argument of value.arguments) if (ts.isArrowFunction(argument) || ts.isFunctionExpression(argument)) returned(argument, 'messages object value');
      } else message(value, 'messages object value');
    }
  }

  function visit(node: ts.Node): void {
    if (ignored(node) && (ts.isStatement(node) || ts.isPropertyAssignment(node) || ts.isClassElement(node))) return;
    if (ts.isNewExpression(node) || ts.isCallExpression(node)) {
      const name = calleeName(node.expression);
      const rule = MESSAGE_CALLS[lastName(name)];
      const args = node.arguments ?? ts.factory.createNodeArray<ts.Expression>();
      if (rule && (ts.isNewExpression(node) ? lastName(name) === 'HttpError' : lastName(name) !== 'HttpError')) {
        if (rule.message !== undefined) message(args[rule.message], `${lastName(name)} message`);
        if (rule.errors !== undefined) fieldErrors(args[rule.errors]);
      }
      // An SMS: the provider's send(to, text).
      if (ts.isCallExpression(node) && /(^|\.)sms\.send$/.test(name)) message(args[1], 'SMS text');
      // fill(template, { name: 'a text' }): a text put into a sentence.
      if (ts.isCallExpression(node) && name === 'fill' && args[1] && ts.isObjectLiteralExpression(unwrap(args[1]))) {
        for (const property of (unwrap(args[1]) as ts.ObjectLiteralExpression).properties) {
          if (ts.isPropertyAssignment(property)) message(property.initializer, 'a value filled into a text');
        }
      }
      // defineTexts' English is a catalogue already.
      if (ts.isCallExpression(node) && name === 'defineTexts') return;
      if (ts.isCallExpression(node) && NOT_SHOWN_CALLS.test(name)) return;
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
      if (/^(message|\w+Message)$/.test(node.name.text)) message(node.initializer, 'message');
      if (node.name.text === 'errors') fieldErrors(node.initializer);
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'message') message(node.initializer, 'message');
    ts.forEachChild(node, visit);
  }

  for (const statement of sourceFile.statements) {
    if (ignored(statement)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
        const value = unwrap(declaration.initializer);
        if (MESSAGES_OBJECT.test(declaration.name.text) && ts.isObjectLiteralExpression(value)) {
          messagesObject(value);
          continue;
        }
        if (MESSAGE_CONSTANT.test(declaration.name.text) && (ts.isStringLiteralLike(value) || ts.isTemplateExpression(value))) {
          message(value, 'message constant');
          continue;
        }
        // const startCodeText = (…) => `…`: a function writing a text.
        if (MESSAGE_CONSTANT.test(declaration.name.text) && (ts.isArrowFunction(value) || ts.isFunctionExpression(value))) returned(value, 'text function');
      }
    }
    visit(statement);
  }
  return found;
}

/** Every message written in the server's source under `folder` (repository paths from `root`). */
export function serverMessages(root: string, folder: string, skipped: RegExp): FoundMessage[] {
  return walk(path.join(root, folder), [])
    .map((full) => path.relative(root, full).split(path.sep).join('/'))
    .filter((file) => !skipped.test(file))
    .sort()
    .flatMap((file) => messagesInSource(file, readFileSync(path.join(root, file), 'utf8')));
}
