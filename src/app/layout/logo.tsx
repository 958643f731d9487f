/** The brand's mark and name. */
import { ShieldCheck } from 'lucide-react';
import { brand } from '../../../generated/constants.ts';
import { classNames } from '../../shared/ui/class-names.ts';
import styles from './logo.module.css';

export function Logo({ className }: { className?: string }) {
  return (
    <span className={classNames(styles.logo, className)}>
      <span className={styles.mark} aria-hidden="true">
        <ShieldCheck strokeWidth={2.25} />
      </span>
      <span className={styles.name}>{brand}</span>
    </span>
  );
}
