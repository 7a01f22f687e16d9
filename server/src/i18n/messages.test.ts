/**
 * Issue 41: every message the server writes for a customer or a partner (an error's message, a
 * field's refusal, a reply's `message`, a notification, an SMS) is translated where it leaves the
 * server, by finding its English among the catalogues' (localiseMessage) or by reading a catalogue
 * text in the reader's language. A message no catalogue has would reach a Hindi or Tamil reader in
 * English: this test finds the messages written in the server's source and names, file:line, each
 * one no catalogue has, and each one built at run time from English pieces.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueSources, textFiles, type CatalogueSource } from '../../../scripts/i18n/catalogueFiles';
import { messagesInSource, serverMessages } from '../../test/i18n/messageLiterals';

const root = path.resolve(__dirname, '..', '..', '..');

/**
 * Code whose texts nobody but ops or operators reads (the ops console and the admin CLI stay
 * English, issue 41), or that writes no text at all; and test helpers.
 */
const NOT_FOR_CUSTOMERS = new RegExp(
  [
    // The runtime's own search, start-up and operators' configuration.
    '^server/src/(i18n|cli|db)/',
    '^server/src/(config|main|context)\\.ts$',
    // Ops' console and its API: admin, members, money, releases, reconciliation, telemetry.
    '^server/src/modules/(admin|ops|payouts|reconciliation|money|ledger|releases|telemetry|dev)/',
    '^server/src/modules/(reports|enquiries|refunds|pages)/ops\\w*\\.ts$',
    '^server/src/modules/pages/versions\\w*\\.ts$',
    '^server/src/modules/notifications/ops\\w*\\.ts$',
    // Razorpay's webhook and Prometheus read these, not a person.
    '^server/src/modules/payments/webhook\\.ts$',
    '^server/src/plugins/(metrics|opsGuard)\\.ts$',
    // Test helpers outside test files.
    '(^|/)(test\\w*|\\w*TestKit|testSupport)\\.ts$',
  ].join('|'),
);

/** Every English string of a catalogue, with where it is (`file key.path`). */
function englishStrings(english: CatalogueSource['english'], prefix = ''): Array<[string, string]> {
  return Object.entries(english).flatMap(([key, value]) =>
    typeof value === 'string' ? [[value, `${prefix}${key}`] as [string, string]] : englishStrings(value, `${prefix}${key}.`),
  );
}

function lookup(catalogue: unknown, keyPath: string): string | undefined {
  let node = catalogue;
  for (const key of keyPath.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const files = textFiles(root).filter((file) => file.startsWith('server/src/') || file.startsWith('shared/src/'));
const sources: Array<{ file: string; source: CatalogueSource }> = files.flatMap((file) => catalogueSources(root, file).map((source) => ({ file, source })));
const known = new Set(sources.flatMap(({ source }) => englishStrings(source.english).map(([text]) => text)));

describe('the search for messages in the source', () => {
  it('finds them where the server writes them', () => {
    const found = messagesInSource(
      'example.ts',
      [
        "import { fill } from '@servenear/shared/i18n';",
        "const NOT_HERE = 'Nothing is here.';",
        "export const exampleMessages = { gone: 'It has gone.', later: (day: string) => `Come back on ${day}.` };",
        "throw new HttpError(409, { slot: ['This slot is taken.'] }, 'Choose another slot.');",
        'throw notFound(NOT_HERE);',
        'reply.send({ status: 200, message: `Saved ${count}.` });',
        "await context.sms.send(mobile, 'ServeNear: hello.');",
        "const message = done ? 'Done.' : 'Not done.';",
        "fill(texts.assigned, { partner: name ?? 'A partner' });",
        "log.info({ message: 'for operators' });",
        '// i18n-ignore: ops only',
        "throw new HttpError(409, {}, 'Ops only.');",
        "export const exampleTexts = defineTexts({ title: 'In a catalogue' }, loaders);",
      ].join('\n'),
    );
    // NOT_HERE is no message by its name: it is found where it is thrown.
    expect(found.map(({ at, text }) => [Number(at.split(':')[1]), text])).toEqual([
      [3, 'It has gone.'],
      [3, null],
      [4, 'Choose another slot.'],
      [4, 'This slot is taken.'],
      [5, 'Nothing is here.'],
      [6, null],
      [7, 'ServeNear: hello.'],
      [8, 'Done.'],
      [8, 'Not done.'],
      [9, 'A partner'],
    ]);
  });

  it('reads the catalogues of the server and of the shared package', () => {
    // Guards the search itself: a changed layout that found nothing would pass every check below.
    expect(files.filter((file) => file.startsWith('server/src/')).length).toBeGreaterThan(10);
    expect(known).toContain('Service added to cart');
    expect(known).toContain('Please log in to continue.');
  });
});

describe("the server's messages", () => {
  it('are each in a catalogue, word for word', () => {
    const found = serverMessages(root, 'server/src', NOT_FOR_CUSTOMERS);
    expect(found.length).toBeGreaterThan(30);
    const problems = found.flatMap(({ at, text, kind }) => {
      if (text === null) return [`${at}: ${kind}`];
      return known.has(text) ? [] : [`${at}: ${JSON.stringify(text)} (${kind}) is in no catalogue`];
    });
    if (problems.length > 0) throw new Error(`Messages no catalogue translates:\n  ${problems.join('\n  ')}`);
  });

  it('are translated alike wherever the same English is defined twice (localiseMessage takes the first)', async () => {
    const translations = new Map<string, Map<string, { text: string; where: string }>>();
    const problems: string[] = [];
    for (const { file, source } of sources) {
      for (const language of ['hi', 'ta'] as const) {
        const module = (await source.loaders[language]()) as Record<string, unknown>;
        const catalogue = module.default ?? module;
        for (const [english, keyPath] of englishStrings(source.english)) {
          const translated = lookup(catalogue, keyPath);
          if (translated === undefined) continue;
          const byLanguage = translations.get(english) ?? new Map<string, { text: string; where: string }>();
          translations.set(english, byLanguage);
          const earlier = byLanguage.get(language);
          if (!earlier) byLanguage.set(language, { text: translated, where: `${file} ${keyPath}` });
          else if (earlier.text !== translated && (file.startsWith('server/') || earlier.where.startsWith('server/'))) {
            problems.push(`${JSON.stringify(english)} in ${language}: ${earlier.where} says ${JSON.stringify(earlier.text)}, ${file} ${keyPath} says ${JSON.stringify(translated)}`);
          }
        }
      }
    }
    if (problems.length > 0) throw new Error(`Translated differently:\n  ${problems.join('\n  ')}`);
  });

  it('have their catalogues loaded by the server: each catalogue file is imported by its code', () => {
    const serverFiles: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) serverFiles.push(full);
      }
    };
    walk(path.join(root, 'server/src'));
    const imported = new Set<string>();
    for (const file of serverFiles) {
      for (const match of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) imported.add(path.resolve(path.dirname(file), match[1]!));
    }
    const unused = files.filter((file) => file.startsWith('server/src/') && !imported.has(path.join(root, file).replace(/\.ts$/, '')));
    expect(unused).toEqual([]);
  });
});
