/** The site's icon sprite (scripts/icon-sprite.ts): brand marks by slug, interface icons by `ui-<name>`. */
declare module 'virtual:icon-sprite' {
  /** The sprite's address below the origin. */
  export const spriteUrl: string;
  /** Each mark's name, as simple-icons gives it. */
  export const titles: Readonly<Record<string, string>>;
}
