import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
import { firstScreenChunks, type BuiltChunk } from './src/app/first-screen-chunks';
import { screenPreloads } from './src/app/screen-preloads';
import { firstLoadKeys, laterSections } from './src/locales/later-sections';

/**
 * Writes a .br and a .gz beside every script, style, image and catalog worth compressing, once at build: the server
 * sends them to browsers that accept them (a library's old PC on a slow line downloads a third of the bytes).
 */
function precompress(outDir: string): Plugin {
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'precompress',
    apply: 'build',
    closeBundle() {
      for (const file of walk(outDir).filter((path) => /\.(js|css|svg|json)$/.test(path))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

type Catalog = Record<string, Record<string, unknown>>;

/** The English catalog the first page carries: without its `messages`, and of the later sections only the keys
 * the header shows. */
function firstLoadOf(catalog: Catalog): Catalog {
  const part = Object.fromEntries(
    Object.entries(catalog).filter(([section]) => section !== 'messages' && !laterSections.includes(section)),
  );
  for (const key of firstLoadKeys) {
    const [section, name] = key.split('.') as [string, string];
    part[section] = { ...part[section], [name]: catalog[section]?.[name] };
  }
  return part;
}

/**
 * `locales/en.json?first-load`: the English catalog the first page carries (src/locales/later-sections.ts). The
 * messages' English is contracts' declared text, already in the bundle, and translateMessage falls back to it: the
 * same words twice would cost the first load some 6 kB gzip. `locales/en.json?later`: the later sections.
 */
function englishCatalogParts(): Plugin {
  const parts: Record<string, (catalog: Catalog) => Catalog> = {
    '?first-load': firstLoadOf,
    '?later': (catalog) => Object.fromEntries(laterSections.map((section) => [section, catalog[section]!])),
  };
  const partOf = (id: string) => Object.keys(parts).find((query) => id.endsWith(query));
  return {
    name: 'english-catalog-parts',
    enforce: 'pre',
    async resolveId(source, importer) {
      const query = partOf(source);
      if (!query) return null;
      const resolved = await this.resolve(source.slice(0, -query.length), importer);
      return resolved && `${resolved.id}${query}`;
    },
    load(id) {
      const query = partOf(id);
      if (!query) return null;
      const catalog = JSON.parse(readFileSync(id.slice(0, -query.length), 'utf8')) as Catalog;
      return `export default ${JSON.stringify(parts[query]!(catalog))};`;
    },
  };
}

/**
 * screens.json: for each screen of src/app/screen-preloads.ts, its addresses, the chunks its route loads that the
 * entry does not already preload (its own and their static imports), and its API calls. The server puts them into
 * the page it answers at those addresses (services/platform/http/front-end.ts).
 */
function screensManifest(): Plugin {
  return {
    name: 'screens-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (file: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error('screens-manifest: the build has no entry chunk');
      const preloaded = closure(entry.fileName);
      const chunkOf = (module: string) => {
        const built = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/web/${module}`));
        return built ? built.fileName : this.error(`screens-manifest: no chunk is built from ${module}`);
      };
      // Every route waits for the English catalog's later sections too (englishCatalogParts).
      const everyScreen = ['src/locales/en.json?later'];
      const screens = screenPreloads.map((screen) => {
        const modules = [...screen.modules, ...everyScreen];
        const loaded = new Set(modules.flatMap((module) => [...closure(chunkOf(module))]));
        return {
          paths: screen.paths,
          modules: [...loaded].filter((file) => !preloaded.has(file)),
          fetches: screen.fetches,
        };
      });
      this.emitFile({ type: 'asset', fileName: 'screens.json', source: JSON.stringify(screens) });
    },
  };
}

// PORTAL_DIST_DIR builds elsewhere than web/dist (two browser-test runs on one machine, each with its own build).
const outDir = process.env.PORTAL_DIST_DIR || 'dist';
const webFile = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Shared by the build and its first pass (firstScreenChunks reads the chunks a build makes without its groups).
const common = {
  // Relative asset addresses: the server adds <base href> of the router base path, so one build serves any base.
  base: './',
  // The front ends' shared folder (ui/: theme, header pieces, i18n helpers), as tsconfig.base.json's paths name it.
  resolve: { alias: { '@landrecords/ui': webFile('../ui') } },
  // MUI marks its modules 'use client' for React Server Components; a browser bundle has no use for it.
  onwarn: ((warning, warn) => {
    if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
  }) satisfies Rolldown.InputOptions['onwarn'],
};

/** The chunks of the build without code-splitting groups, written nowhere. */
async function chunksWithoutGroups(): Promise<BuiltChunk[]> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: webFile('.'),
    base: common.base,
    resolve: common.resolve,
    plugins: [englishCatalogParts()],
    build: { write: false, rolldownOptions: { onwarn: common.onwarn } },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as { output: (BuiltChunk & { type: string })[] }[];
  return outputs.flatMap((result) => result.output.filter((item) => item.type === 'chunk'));
}

export default defineConfig(async ({ command }) => ({
  base: common.base,
  resolve: common.resolve,
  plugins: [englishCatalogParts(), screensManifest(), precompress(outDir)],
  build: {
    outDir,
    emptyOutDir: true,
    rolldownOptions: {
      onwarn: common.onwarn,
      output:
        command === 'build'
          ? {
              codeSplitting: {
                groups: firstScreenChunks(
                  await chunksWithoutGroups(),
                  [...new Set(screenPreloads.flatMap((screen) => screen.modules))].map(webFile),
                ),
              },
            }
          : {},
    },
  },
}));
