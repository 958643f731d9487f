/** The tree a blog article's Markdown becomes (generator/blog.ts), which the article page renders. */

/** Text, or a run of it in bold, italic, code or a link (a page path or an https address). */
export type BlogInline =
  | string
  | { readonly strong: readonly BlogInline[] }
  | { readonly em: readonly BlogInline[] }
  | { readonly code: string }
  | { readonly href: string; readonly content: readonly BlogInline[] };

export type BlogBlock =
  | { readonly type: 'h2' | 'h3' | 'p'; readonly content: readonly BlogInline[] }
  | { readonly type: 'ul' | 'ol'; readonly items: ReadonlyArray<readonly BlogInline[]> }
  | { readonly type: 'quote'; readonly paragraphs: ReadonlyArray<readonly BlogInline[]> };

/** An article as the index and the head know it; its body loads with its page. */
export interface ArticleMeta<L extends string = string> {
  readonly slug: string;
  /** Published, YYYY-MM-DD. */
  readonly date: string;
  readonly image: { readonly src: string; readonly width: number; readonly height: number };
  /** The locales the article is written in, with its title, description and image text in each. */
  readonly texts: Readonly<Partial<Record<L, { readonly title: string; readonly description: string; readonly imageAlt: string }>>>;
}

/** The plain text of inline content (for word counts and feeds). */
export function plainText(content: readonly BlogInline[]): string {
  return content
    .map((part) =>
      typeof part === 'string'
        ? part
        : 'code' in part
          ? part.code
          : plainText('strong' in part ? part.strong : 'em' in part ? part.em : part.content),
    )
    .join('');
}
