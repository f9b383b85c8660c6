import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Served by the API server under /admin/.
// ADMIN_DIST_DIR builds elsewhere than admin/dist, as PORTAL_DIST_DIR does for the portal.
export default defineConfig({
  base: '/admin/',
  // The front ends' shared folder (ui/: theme, header pieces, i18n helpers), as tsconfig.base.json's paths name it.
  resolve: { alias: { '@landrecords/ui': fileURLToPath(new URL('../ui', import.meta.url)) } },
  build: {
    outDir: process.env.ADMIN_DIST_DIR || 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // MUI marks its modules 'use client' for React Server Components; a browser bundle has no use for it.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
