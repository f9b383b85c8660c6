import { defineConfig } from 'vite';

export default defineConfig({
  // Relative asset addresses: the server adds <base href> of the router base path, so one build serves any base.
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // MUI marks its modules 'use client' for React Server Components; a browser bundle has no use for it.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
