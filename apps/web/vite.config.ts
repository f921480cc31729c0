import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

// The texts src/lib/i18n.ts loads at start (its NAMESPACES), one chunk per language, so a visitor downloads only
// their own language. Other texts files stay chunks of their own, or travel with the lazy routes that import them.
const STARTUP_TEXTS = /[\\/]locales[\\/](sr|en)[\\/](?:common|home|catalog|cart|search)\.json$/;

// A feature's public entry files (ADR 048).
const FEATURE_ENTRY = /[\\/]src[\\/]features[\\/][^\\/]+[\\/](?:index|shell)\.ts$/;

// What every page fetches besides the entry and its own route chunk, as one chunk instead of a dozen (ADR 067): the
// bar's widgets that follow the entry (the cart menu and the search box, with what they import) and the small
// helpers most pages import (formatting, pictures, the page title, the site's public settings, the course list's,
// a course's and its trailer's queries).
const COMMON =
  /[\\/]src[\\/](?:features[\\/]cart[\\/]components[\\/]cart-menu\.tsx|features[\\/]search[\\/]index\.ts|features[\\/](?:catalog[\\/]api[\\/]get-courses?|courses[\\/]api[\\/]get-course-trailer)\.ts|lib[\\/](?:format|poster|use-media-query|use-page-title|money|course-display|public-settings)\.ts)$/;

// The helpers the landing, thank-you and sales pages and their route share (the route is loaded with those pages
// only, ADR 067), in one chunk rather than three. The route module itself stays a chunk of its own: the server
// names it in those pages' HTML by its manifest key (`handle.module`), which a module put into a group loses.
const LANDING_HELPERS =
  /[\\/](?:src[\\/]features[\\/]landings[\\/](?:api[\\/]get-landing|sales[\\/]get-presale)|shared[\\/]src[\\/]marketing[\\/]landings)\.ts$/;

// The faces of every page's first screen (ADR 064): body text and headings, Latin and the Serbian letters. Without
// a preload they are found only once the page has been laid out, and the page waits for them (seo/fonts-wait.ts).
// The other faces (Fraunces 400 and italic, the rest of latin-ext) are found by that layout where a page uses them.
const FIRST_SCREEN_FONTS = ['inter-latin', 'inter-sr', 'fraunces-500-latin', 'fraunces-500-sr'];

/** Adds <link rel="preload"> for FIRST_SCREEN_FONTS, under their built (hashed) names, to index.html. */
function preloadFirstScreenFonts(): Plugin {
  return {
    name: 'atelje-preload-first-screen-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.values(context.bundle ?? {})
          .map((output) => output.fileName)
          .filter((file) => {
            const name = path.basename(file);
            return name.endsWith('.woff2') && FIRST_SCREEN_FONTS.some((font) => name.startsWith(`${font}-`));
          });
        if (fonts.length !== FIRST_SCREEN_FONTS.length) {
          throw new Error(
            `expected ${FIRST_SCREEN_FONTS.length} first-screen fonts in the build, found ${fonts.length}`,
          );
        }
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

// The server render's build (src/entry-server.tsx, ADR 062): dist/ssr/entry-server.js, which the API process
// imports. Every dependency is bundled, so a build directory works wherever it is copied; the route modules stay
// chunks of their own, loaded when a page first needs them. The CSS-module class names are the client build's;
// the stylesheets themselves come from the client build.
const serverBuild = {
  // React's production build (the server does not necessarily run with NODE_ENV=production, e.g. in tests).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    outDir: 'dist/ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    minify: true,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
} satisfies UserConfig;

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? { plugins: [react()], ...serverBuild }
    : {
        plugins: [react(), preloadFirstScreenFonts()],
        server: {
          proxy: {
            '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
          },
        },
        preview: {
          proxy: {
            '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
          },
        },
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          // dist/.vite/manifest.json: which chunks each page needs (bench/web.ts sums the home page's JavaScript).
          manifest: true,
          // Every browser the site supports knows <link rel="modulepreload">; the polyfill would only add bytes.
          modulePreload: { polyfill: false },
          // A face stays a file: inlined into the stylesheet, which every page carries in its HTML, even the small
          // Serbian subsets would weigh on pages that never use that face.
          assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
          rolldownOptions: {
            // A feature's public entries (features/<name>/index.ts, shell.ts; ADR 048) only re-export: marked free
            // of side effects, an import through one links to the modules it names, not to every module it lists,
            // so a page does not load another feature's whole surface.
            treeshake: { moduleSideEffects: [{ test: FEATURE_ENTRY, sideEffects: false }] },
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: (id) => {
                      const language = STARTUP_TEXTS.exec(id)?.[1];
                      return language ? `texts-${language}` : null;
                    },
                    debugName: 'texts',
                    test: STARTUP_TEXTS,
                  },
                  // Everything the entry imports statically, in the entry's own chunk (ADR 067): the bundler would
                  // otherwise make a chunk of each part a lazy chunk also imports (React, React Router, the texts'
                  // engine, react-query…), each one more request for every page.
                  { name: 'index', tags: ['$initial'] },
                  { name: 'common', test: COMMON },
                  { name: 'landings', test: LANDING_HELPERS },
                ],
              },
            },
          },
        },
      },
);
