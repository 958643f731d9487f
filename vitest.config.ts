import { defineConfig } from 'vitest/config';
import { iconSpritePlugin } from './scripts/icon-sprite.ts';

export default defineConfig({
  // Modules that draw an icon import the sprite's address (scripts/icon-sprite.ts).
  plugins: [iconSpritePlugin()],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/generator/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
