import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type Asset = { file: string; bytes: number; gzip: number };
export type Bundle = {
  /** What a first visit loads before any route: the entry module and every modulepreload. */
  initial: Asset[];
  /** The biggest JavaScript file the first visit does not load (a lazy route's chunk), if any. */
  largestRouteChunk?: Asset;
  css: Asset[];
};

export const sizeOf = (dist: string, file: string): Asset => {
  const content = readFileSync(join(dist, file));
  return { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
};

/** The attribute values of every tag `tag` in `html` whose attributes match `when`. */
function attributes(html: string, tag: string, when: RegExp, attribute: string): string[] {
  const values: string[] = [];
  for (const [element] of html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'gi'))) {
    if (!when.test(element)) continue;
    const value = new RegExp(`\\b${attribute}=["']?([^"'\\s>]+)`, 'i').exec(element)?.[1];
    if (value) values.push(value);
  }
  return values;
}

/** Reads a Vite build: dist/index.html for what loads first, dist/assets for everything else. */
export function measureBundle(dist: string): Bundle {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const local = (url: string) => url.replace(/^\.?\/+/, '').split('?')[0]!;
  const initialFiles = [
    ...attributes(html, 'script', /type=["']?module/i, 'src'),
    ...attributes(html, 'link', /rel=["']?modulepreload/i, 'href'),
  ].map(local);
  const initial = [...new Set(initialFiles)].map((file) => sizeOf(dist, file));
  const assets = readdirSync(join(dist, 'assets')).map((name) => `assets/${name}`);
  const others = assets
    .filter((file) => file.endsWith('.js') && !initialFiles.includes(file))
    .map((file) => sizeOf(dist, file))
    .sort((a, b) => b.gzip - a.gzip);
  const css = assets.filter((file) => file.endsWith('.css')).map((file) => sizeOf(dist, file));
  return { initial, largestRouteChunk: others[0], css };
}
