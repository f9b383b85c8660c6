import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { newNonce, pageContentSecurityPolicy } from './security-headers';

/** A built single-page app: the URL prefix it is served at and its dist folder. */
export type FrontEnd = { prefix: string; root: string };

/** A screen of the app's screens.json (web/vite.config.ts): its addresses and what its page preloads. */
type Screen = { paths: string[]; modules: string[]; fetches: string[] };

type Page = { prefix: string; html: string; screens: { paths: string[]; html: string }[] };

/** Answers a request no route matched with a page, and says whether it did. */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

const NONCE = '%CSP_NONCE%';

const withTrailingSlash = (path: string) => path.replace(/\/?$/, '/');

/**
 * The app's index.html with a <base href> of its prefix and a place for each answer's CSP nonce: it is built with relative asset addresses, so the same
 * build works at any router base path, and a deep link or a reload (/home, /passwordReset/...) gets the page.
 */
function pageOf(frontEnd: FrontEnd): Page | null {
  const index = join(frontEnd.root, 'index.html');
  if (!existsSync(index)) return null;
  const prefix = withTrailingSlash(frontEnd.prefix);
  const html = readFileSync(index, 'utf8')
    .replace(/<head>/i, `<head><base href="${prefix}"><meta property="csp-nonce" content="${NONCE}">`)
    .replace(/<style(?=[\s>])/gi, `<style nonce="${NONCE}"`);
  const screens = screensOf(frontEnd.root).map((screen) => ({
    paths: screen.paths,
    html: html.replace(/<\/head>/i, `${preloadsOf(screen)}</head>`),
  }));
  return { prefix, html, screens };
}

function screensOf(root: string): Screen[] {
  const file = join(root, 'screens.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Screen[]) : [];
}

/** The screen's chunks and API calls, fetched beside the entry rather than after it has run. */
const preloadsOf = (screen: Screen) =>
  screen.modules.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('') +
  screen.fetches
    .map((call) => `<link rel="preload" href="/api/${call}" as="fetch" crossorigin="use-credentials">`)
    .join('');

/** The page for an address under the app's prefix: with its screen's preloads when screens.json names it. */
function htmlFor(page: Page, path: string): string {
  const under = `/${path.slice(page.prefix.length)}`.replace(/(.)\/$/, '$1');
  const named = (pattern: string) =>
    pattern !== '/' && pattern.endsWith('/') ? `${under}/`.startsWith(pattern) : under === pattern;
  return page.screens.find((screen) => screen.paths.some(named))?.html ?? page.html;
}

/** Each answer of a page gets a nonce of its own, in its policy, its style tags and the meta the app reads. */
const sendPage = (reply: FastifyReply, page: Page, path: string) => {
  const nonce = newNonce();
  return reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('content-security-policy', pageContentSecurityPolicy(reply.server.ctx.config, nonce))
    .send(htmlFor(page, path).replaceAll(NONCE, nonce));
};

const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.url.startsWith('/api/') &&
  (request.headers.accept ?? '').includes('text/html');

/**
 * Serves each built front end's files under its prefix (hashed assets cached for a year), and returns the
 * handler that answers a page request no file matched with the app's index.html; it answers false for any
 * other request, which then gets the API's 404.
 */
export async function serveFrontEnds(app: FastifyInstance, frontEnds: FrontEnd[]): Promise<PageFallback> {
  const pages: Page[] = [];
  for (const frontEnd of frontEnds) {
    const page = pageOf(frontEnd);
    if (!page) continue;
    await app.register(fastifyStatic, {
      root: frontEnd.root,
      prefix: page.prefix,
      decorateReply: pages.length === 0,
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each script and style (web/vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const hashed = path.includes(join('/', 'assets', '/'));
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get(page.prefix, (_request, reply) => sendPage(reply, page, page.prefix));
    pages.push(page);
  }
  pages.sort((a, b) => b.prefix.length - a.prefix.length);
  return (request, reply) => {
    const path = withTrailingSlash(request.url.split('?')[0] ?? '/');
    const page = wantsPage(request) ? pages.find((candidate) => path.startsWith(candidate.prefix)) : undefined;
    if (!page) return false;
    void sendPage(reply, page, path);
    return true;
  };
}
