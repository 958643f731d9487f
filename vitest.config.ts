import { defineConfig } from 'vitest/config';
import { brandSpritePlugin } from './scripts/brand-sprite.ts';

export default defineConfig({
  // Modules that draw a brand mark import its sprite's address (scripts/brand-sprite.ts).
  plugins: [brandSpritePlugin()],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/generator/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
