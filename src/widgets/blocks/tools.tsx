/**
 * The blocks with code of their own (the password generator, the IP check, the DNS and WebRTC leak
 * tests, the contact form with its validation), each a chunk of its own: a content page loads the
 * tools its blocks name before it renders, on the server and before the browser hydrates, so pages
 * without a tool never download one.
 */
import type { ComponentType } from 'react';
import type { Block } from '../../../generated/content.ts';

type ToolType = 'password-generator' | 'ip-check' | 'dns-leak-test' | 'webrtc-leak-test' | 'contact-form';

/** Each tool's component, and its module as the build manifest names it (the server preloads a page's tools). */
const TOOLS: Record<ToolType, { readonly source: string; readonly load: () => Promise<ComponentType> }> = {
  'password-generator': {
    source: 'src/features/password-generator/index.ts',
    load: () => import('../../features/password-generator/index.ts').then((m) => m.PasswordGenerator),
  },
  'ip-check': {
    source: 'src/features/ip-check/index.ts',
    load: () => import('../../features/ip-check/index.ts').then((m) => m.IpCheck),
  },
  'dns-leak-test': {
    source: 'src/features/dns-leak-test/index.ts',
    load: () => import('../../features/dns-leak-test/index.ts').then((m) => m.DnsLeakTest),
  },
  'webrtc-leak-test': {
    source: 'src/features/webrtc-leak-test/index.ts',
    load: () => import('../../features/webrtc-leak-test/index.ts').then((m) => m.WebRtcLeakTest),
  },
  'contact-form': {
    source: 'src/features/contact-form/index.ts',
    load: () => import('../../features/contact-form/index.ts').then((m) => m.ContactForm),
  },
};

const loaded = new Map<ToolType, ComponentType>();

const isTool = (type: string): type is ToolType => type in TOOLS;

/** The source files of the tools a page's blocks name, for <link rel="modulepreload">. */
export function toolSources(blocks: readonly Block[]): string[] {
  return [...new Set(blocks.map((block) => block.type).filter(isTool))].map((type) => TOOLS[type].source);
}

/** Loads the tools a page's blocks name (each once). */
export async function loadToolBlocks(blocks: readonly Block[]): Promise<void> {
  await Promise.all(
    blocks
      .map((block) => block.type)
      .filter(isTool)
      .filter((type) => !loaded.has(type))
      .map(async (type) => loaded.set(type, await TOOLS[type].load())),
  );
}

/** A loaded tool; nothing before its page has loaded it. */
export function Tool({ type }: { type: ToolType }) {
  const View = loaded.get(type);
  return View ? <View /> : null;
}
