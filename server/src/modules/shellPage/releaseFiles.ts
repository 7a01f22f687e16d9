/**
 * What a build loads first, read from its folder: a remote's entry and `./App` files
 * (mf-manifest.json), each page's chunk files and the shared modules each consumes
 * (route-chunks.json, written by the build: scripts/federation/routeChunks.ts), and where each
 * shared module it provides lives. A release folder never changes, so each is read once per
 * version; the shell's build is read again when its manifest changes (a rebuild).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface ChunkFiles {
  files: string[];
  /** Share keys the chunk consumes. */
  shared: string[];
}

export interface BuildFiles {
  /** The remote's entry script as a site path (none for the shell). */
  entry: string | null;
  /** Chunk name ('main', '__federation_expose_App', 'page-list-of-services') → its files (site paths) and consumed keys. */
  chunks: Record<string, ChunkFiles>;
  /** Share key → the files (site paths) of this build's copy. */
  provides: Record<string, string[]>;
  /**
   * The build's files written once per language (texts-variants.json, decision 0067), as site
   * paths: `/main.1a2b.js` has `/main.1a2b.hi.js` beside it. Empty for a build from before them.
   */
  textsVariants: TextsVariants;
}

export interface TextsVariants {
  languages: readonly string[];
  files: ReadonlySet<string>;
}

export type ReleaseFilesReader = (manifestUrl: string) => Promise<BuildFiles | null>;

/** A local release's manifest URL, as the registry writes it (releases/registry.ts manifestUrl). */
export const RELEASE_MANIFEST = /^\/releases\/(remote-[a-z]+)\/((?!\.+\/)[0-9A-Za-z.+-]+)\/mf-manifest\.json$/;
/** Enough for every remote's live version, a canary and a rollback or two. */
const CACHED_RELEASES = 32;

interface Assets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}
interface Manifest {
  metaData?: { remoteEntry?: { name?: string } };
  shared?: { name?: string; assets?: Assets }[];
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** route-chunks.json as builds write it: `{ chunks, provides }`; a release from before `provides`
 *  existed holds the chunks alone. */
type RouteChunksFile = { chunks?: Record<string, ChunkFiles>; provides?: Record<string, string[]> } | Record<string, ChunkFiles>;

function routeChunksOf(file: RouteChunksFile | null): { chunks: Record<string, ChunkFiles>; provides: Record<string, string[]> } {
  if (!file) return { chunks: {}, provides: {} };
  // No chunk is called 'chunks' (they are page-*, widget-*, main and __federation_expose_*).
  if ('chunks' in file) return { chunks: (file.chunks as Record<string, ChunkFiles>) ?? {}, provides: (file.provides as Record<string, string[]>) ?? {} };
  return { chunks: file as Record<string, ChunkFiles>, provides: {} };
}

const syncFiles = (assets: Assets | undefined) => [...(assets?.js?.sync ?? []), ...(assets?.css?.sync ?? [])];

/** A build folder's files; `base` is the site path it is served from ('/' for the shell). */
export async function readBuildFiles(folder: string, base: string, isRemote: boolean): Promise<BuildFiles | null> {
  const manifest = await readJson<Manifest>(path.join(folder, 'mf-manifest.json'));
  if (!manifest) return null;
  const { chunks, provides } = routeChunksOf(await readJson<RouteChunksFile>(path.join(folder, 'route-chunks.json')));
  const url = (file: string) => `${base}${file}`;
  const variants = await readJson<{ languages?: string[]; files?: string[] }>(path.join(folder, 'texts-variants.json'));
  // The provider's own chunks where the build lists them; the manifest's list also names the
  // consumers' fallback copies of the module, which the page would download for nothing.
  const manifestProvides = (manifest.shared ?? []).flatMap((module) => (module.name ? [[module.name, syncFiles(module.assets)] as const] : []));
  return {
    entry: isRemote ? url(manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js') : null,
    chunks: Object.fromEntries(
      Object.entries(chunks).map(([name, chunk]) => [name, { files: (chunk.files ?? []).map(url), shared: chunk.shared ?? [] }]),
    ),
    provides: Object.fromEntries(manifestProvides.map(([name, files]) => [name, (provides[name] ?? files).map(url)])),
    textsVariants: { languages: variants?.languages ?? [], files: new Set((variants?.files ?? []).map(url)) },
  };
}

export function createReleaseFilesReader(releasesDir: string): ReleaseFilesReader {
  const cache = new Map<string, Promise<BuildFiles | null>>();
  return (manifestUrl) => {
    const match = RELEASE_MANIFEST.exec(manifestUrl);
    if (!match?.[1] || !match[2]) return Promise.resolve(null);
    let files = cache.get(manifestUrl);
    if (!files) {
      files = readBuildFiles(path.join(releasesDir, match[1], match[2]), `/releases/${match[1]}/${match[2]}/`, true);
      // A folder not there yet (a registry written before its copy finished) is asked again next time.
      void files.then((read) => read ?? cache.delete(manifestUrl));
      if (cache.size >= CACHED_RELEASES) cache.delete(cache.keys().next().value as string);
      cache.set(manifestUrl, files);
    }
    return files;
  };
}

/** The shell's build files, read again only when its manifest changes. */
export function createShellFilesReader(shellDir: string): () => Promise<BuildFiles | null> {
  let cached: { mtimeMs: number; files: Promise<BuildFiles | null> } | null = null;
  return async () => {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(path.join(shellDir, 'mf-manifest.json'))).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, files: readBuildFiles(shellDir, '/', false) };
    return cached.files;
  };
}
