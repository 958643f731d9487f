/**
 * The blog: content/blog/<slug>/<locale>.md, an article per folder and a file per locale it is
 * written in (English is required). Each file is YAML front matter (title, description, date,
 * image, imageAlt) and a Markdown body, read at generation into a small tree of the blocks the site
 * renders (headings, paragraphs, lists, quotes; bold, italic, links, code). Anything else (HTML, a
 * table, an image in the text, a level-one heading) is a positioned problem, as is a link to a
 * path that is not a page of the site or to a non-https address.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Lexer, type Token, type Tokens } from 'marked';
import { z } from 'zod';
import { parseYaml, zodProblems, type SpecProblem } from './load.ts';
import { kebabId } from './schema/common.ts';
import type { Spec } from './schema/index.ts';
import type { BlogBlock, BlogInline } from './runtime/blog.ts';

const frontMatterSchema = z.strictObject({
  title: z.string().trim().min(1).max(90, 'a title of at most 90 characters'),
  description: z.string().trim().min(1).max(200, 'a description of at most 200 characters'),
  date: z.iso.date({ error: 'expected the published date as YYYY-MM-DD' }),
  image: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.svg$/, 'expected an SVG of public/images/blog/, such as /images/blog/wifi.svg'),
  imageAlt: z.string().trim().min(1, 'describe the image for those who cannot see it'),
});

/** One locale's version of an article. */
export interface ArticleText {
  readonly title: string;
  readonly description: string;
  readonly imageAlt: string;
  readonly body: readonly BlogBlock[];
}

export interface Article {
  readonly slug: string;
  readonly date: string;
  readonly image: { readonly src: string; readonly width: number; readonly height: number };
  /** By locale prefix; English always. */
  readonly texts: Readonly<Record<string, ArticleText>>;
}

export type BlogResult = { ok: true; articles: Article[] } | { ok: false; problems: SpecProblem[] };

/** The line of a character offset. */
const lineAt = (text: string, offset: number) => text.slice(0, Math.max(0, offset)).split('\n').length;

/** The width and height of an SVG, from its attributes or else its viewBox. */
function svgSize(svg: string): { width: number; height: number } | null {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const attr = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)"`).exec(root)?.[1] ?? NaN);
  const [width, height] = [attr('width'), attr('height')];
  if (width > 0 && height > 0) return { width, height };
  const box = /\sviewBox="[\d.]+ [\d.]+ ([\d.]+) ([\d.]+)"/.exec(root);
  return box ? { width: Number(box[1]), height: Number(box[2]) } : null;
}

/** Converts one Markdown file's body; `report` takes a problem at a character offset of the body. */
function convertBody(body: string, isPagePath: (path: string) => boolean, report: (offset: number, message: string) => void): BlogBlock[] {
  let cursor = 0;
  /** Where a token's source starts in the body (tokens carry no positions; they come in order). */
  const offsetOf = (raw: string) => {
    const found = body.indexOf(raw, cursor);
    if (found >= 0) cursor = found;
    return found >= 0 ? found : cursor;
  };
  const inline = (tokens: readonly Token[] | undefined, at: number): BlogInline[] => {
    const out: BlogInline[] = [];
    for (const token of tokens ?? []) {
      switch (token.type) {
        case 'text':
        case 'escape': {
          const t = token as Tokens.Text;
          if (t.tokens?.length) out.push(...inline(t.tokens, at));
          else if (typeof out.at(-1) === 'string') out[out.length - 1] = `${out.at(-1) as string}${t.text}`;
          else out.push(t.text);
          break;
        }
        case 'strong':
          out.push({ strong: inline((token as Tokens.Strong).tokens, at) });
          break;
        case 'em':
          out.push({ em: inline((token as Tokens.Em).tokens, at) });
          break;
        case 'codespan':
          out.push({ code: (token as Tokens.Codespan).text });
          break;
        case 'link': {
          const link = token as Tokens.Link;
          const href = link.href;
          if (href.startsWith('/')) {
            const [pathPart = ''] = href.split(/[?#]/);
            if (!isPagePath(pathPart))
              report(at, `the link "${href}" is not a page of the site (spec/routes.yaml); write its English path, such as /dns-check/`);
          } else if (!/^https:\/\/[^\s]+$/.test(href)) report(at, `the link "${href}" must be a page path or an https:// address`);
          out.push({ href, content: inline(link.tokens, at) });
          break;
        }
        default:
          report(at, `${token.type} is not supported in an article's text; use bold, italic, links and code`);
      }
    }
    return out;
  };
  const blocks: BlogBlock[] = [];
  for (const token of new Lexer().lex(body)) {
    const at = offsetOf(token.raw);
    switch (token.type) {
      case 'space':
        break;
      case 'heading': {
        const heading = token as Tokens.Heading;
        if (heading.depth === 2 || heading.depth === 3)
          blocks.push({ type: heading.depth === 2 ? 'h2' : 'h3', content: inline(heading.tokens, at) });
        else report(at, `a level-${heading.depth} heading; an article uses ## and ### (its title is the page's heading)`);
        break;
      }
      case 'paragraph':
        blocks.push({ type: 'p', content: inline((token as Tokens.Paragraph).tokens, at) });
        break;
      case 'list': {
        const list = token as Tokens.List;
        const items = list.items.map((item) => {
          const content: BlogInline[] = [];
          for (const child of item.tokens) {
            if (child.type === 'text' || child.type === 'paragraph') content.push(...inline((child as Tokens.Text).tokens, at));
            else if (child.type !== 'space')
              report(at, `${child.type} inside a list item is not supported; keep list items to one paragraph`);
          }
          return content;
        });
        blocks.push({ type: list.ordered ? 'ol' : 'ul', items });
        break;
      }
      case 'blockquote': {
        const quote = token as Tokens.Blockquote;
        const paragraphs = quote.tokens.flatMap((child) =>
          child.type === 'paragraph'
            ? [inline((child as Tokens.Paragraph).tokens, at)]
            : child.type === 'space'
              ? []
              : (report(at, `${child.type} inside a quote is not supported`), []),
        );
        blocks.push({ type: 'quote', paragraphs });
        break;
      }
      default:
        report(at, `${token.type} is not supported in an article; use headings, paragraphs, lists and quotes`);
    }
  }
  return blocks;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Every article under `root`/content/blog, or the problems found; no folder is no blog. */
export async function loadBlog(root: string, spec: Spec, isPagePath: (path: string) => boolean): Promise<BlogResult> {
  const dir = path.join(root, 'content/blog');
  let slugs: string[];
  try {
    slugs = (await readdir(dir, { withFileTypes: true }))
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
  } catch {
    return { ok: true, articles: [] };
  }
  const locales = new Set(spec.locales.locales.map((l) => l.prefix));
  const problems: SpecProblem[] = [];
  const articles: Article[] = [];
  for (const slug of slugs) {
    const folder = `content/blog/${slug}`;
    if (!kebabId.safeParse(slug).success) {
      problems.push({
        file: folder,
        line: 1,
        column: 1,
        key: '',
        message: 'an article folder is its slug: lower-case kebab case (a-z, 0-9, -)',
      });
      continue;
    }
    const files = (await readdir(path.join(dir, slug))).filter((f) => f.endsWith('.md')).sort();
    const texts: Record<string, ArticleText> = {};
    let shared: { date: string; image: string } | null = null;
    for (const name of files) {
      const file = `${folder}/${name}`;
      const locale = name.slice(0, -3);
      if (!locales.has(locale)) {
        problems.push({
          file,
          line: 1,
          column: 1,
          key: '',
          message: `"${locale}" is not a locale of spec/locales.yaml; name the file <locale>.md`,
        });
        continue;
      }
      const text = await readFile(path.join(root, file), 'utf8');
      const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
      if (!match) {
        problems.push({
          file,
          line: 1,
          column: 1,
          key: '',
          message: 'expected front matter: a first line ---, the fields, and a closing ---',
        });
        continue;
      }
      // A leading newline stands for the opening ---, so positions are the file's own.
      const parsed = parseYaml(file, `\n${match[1]}`);
      if (parsed.problems.length) {
        problems.push(...parsed.problems);
        continue;
      }
      const front = frontMatterSchema.safeParse(parsed.value);
      if (!front.success) {
        problems.push(...zodProblems(parsed.loaded, front.error));
        continue;
      }
      const bodyStart = match[0].length;
      const body = text.slice(bodyStart);
      const bodyLine = lineAt(text, bodyStart) - 1;
      const blocks = convertBody(body, isPagePath, (offset, message) =>
        problems.push({ file, line: bodyLine + lineAt(body, offset), column: 1, key: '', message }),
      );
      if (shared && (shared.date !== front.data.date || shared.image !== front.data.image))
        problems.push({
          file,
          line: 1,
          column: 1,
          key: '',
          message: `date and image must be the same in every locale of the article (see ${folder}/en.md)`,
        });
      shared ??= { date: front.data.date, image: front.data.image };
      texts[locale] = { title: front.data.title, description: front.data.description, imageAlt: front.data.imageAlt, body: blocks };
    }
    if (!texts.en) {
      // An en.md with problems of its own has been reported.
      if (!files.includes('en.md'))
        problems.push({ file: folder, line: 1, column: 1, key: '', message: 'an article needs its English text, en.md' });
      continue;
    }
    const image = shared!.image;
    const svg = (await isFile(path.join(root, 'public', image))) ? await readFile(path.join(root, 'public', image), 'utf8') : null;
    const size = svg ? svgSize(svg) : null;
    if (!size) {
      problems.push({
        file: `${folder}/en.md`,
        line: 1,
        column: 1,
        key: 'image',
        message: svg ? `public${image} has no width and height` : `public${image} does not exist`,
      });
      continue;
    }
    articles.push({ slug, date: shared!.date, image: { src: image, ...size }, texts });
  }
  // Newest first; the same day by slug, so the order never depends on the file system.
  articles.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return problems.length ? { ok: false, problems } : { ok: true, articles };
}
