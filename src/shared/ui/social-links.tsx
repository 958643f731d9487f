/** Links to the edition's social accounts, each a round icon named by its network. */
import { BrandIcon, brandTitle, type BrandIconSlug } from './brand-icon.tsx';
import { Icon } from './icon.tsx';
import { classNames } from './class-names.ts';
import styles from './social-links.module.css';

/** The networks with a mark of their own (spec/constants.yaml names them). */
const icons: Readonly<Record<string, BrandIconSlug>> = {
  facebook: 'facebook',
  instagram: 'instagram',
  telegram: 'telegram',
  vk: 'vk',
  x: 'x',
  youtube: 'youtube',
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
              {icon ? <BrandIcon icon={icon} label={brandTitle(icon)} /> : <Icon name="globe" label={network} />}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
