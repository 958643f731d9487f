/** The brand's mark and name. */
import { brand } from '../../../generated/constants.ts';
import { classNames } from '../../shared/ui/class-names.ts';
import { Icon } from '../../shared/ui/icon.tsx';
import styles from './logo.module.css';

export function Logo({ className }: { className?: string }) {
  return (
    <span className={classNames(styles.logo, className)}>
      <span className={styles.mark} aria-hidden="true">
        <Icon name="shield-check" strokeWidth={2.25} />
      </span>
      <span className={styles.name}>{brand}</span>
    </span>
  );
}
