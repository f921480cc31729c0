import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The texts src/lib/i18n.ts loads at start (its NAMESPACES), one chunk per language, so a visitor downloads only
// their own language. Other texts files stay chunks of their own, or travel with the lazy routes that import them.
const STARTUP_TEXTS = /[\\/]locales[\\/](sr|en)[\\/](?:common|auth|home|catalog|cart|search)\.json$/;

// The faces of the first screen (body text, headings and the hero title, Latin subset). Without a preload they
// are found only once the first render has laid text out in a fallback face, and the text then reflows when
// they arrive: Lighthouse counted that as a layout shift of 0.11 on the home page.
const FIRST_SCREEN_FONTS = [
  'inter-latin-400-normal',
  'inter-latin-600-normal',
  'fraunces-latin-400-normal',
  'fraunces-latin-400-italic',
  'fraunces-latin-500-normal',
];

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

export default defineConfig({
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: (id) => {
                const language = STARTUP_TEXTS.exec(id)?.[1];
                return language ? `texts-${language}` : null;
              },
              test: STARTUP_TEXTS,
            },
          ],
        },
      },
    },
  },
});
