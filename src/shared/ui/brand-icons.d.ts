/** The sprite of brand marks (scripts/brand-sprite.ts), keyed by the slugs of brand-icon-slugs.ts. */
declare module 'virtual:brand-icons' {
  /** The sprite's address below the origin. */
  export const spriteUrl: string;
  /** Each mark's name, as simple-icons gives it. */
  export const titles: Readonly<Record<string, string>>;
}
