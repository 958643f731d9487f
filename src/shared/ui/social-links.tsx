/** Links to the edition's social accounts, each a round icon named by its network. */
import { Globe } from 'lucide-react';
import { siFacebook, siInstagram, siTelegram, siVk, siX, siYoutube, type SimpleIcon } from 'simple-icons';
import { BrandIcon } from './brand-icon.tsx';
import { classNames } from './class-names.ts';
import styles from './social-links.module.css';

const icons: Readonly<Record<string, SimpleIcon>> = {
  facebook: siFacebook,
  instagram: siInstagram,
  telegram: siTelegram,
  vk: siVk,
  x: siX,
  youtube: siYoutube,
};

export interface SocialLink {
  readonly network: string;
  readonly url: string;
}

export function SocialLinks({ links, label, className }: { links: readonly SocialLink[]; label: string; className?: string }) {
  return (
    <ul className={classNames(styles.social, className)} aria-label={label}>
      {links.map(({ network, url }) => {
        const icon = icons[network];
        return (
          <li key={network}>
            <a className={styles.link} href={url} rel="noopener noreferrer" target="_blank">
              {icon ? <BrandIcon icon={icon} label={icon.title} /> : <Globe role="img" aria-label={network} />}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
