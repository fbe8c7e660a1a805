import { images } from '../assets/images';
import { AppLink } from '../routing/app-link';
import styles from './brand-link.module.css';

export function BrandLink() {
  return (
    <AppLink href="/" className={styles.brand}>
      <img src={images.glowLogo} alt="Glow home" width={132} height={40} />
    </AppLink>
  );
}
