import { ErrorBox, Spinner, useDocumentTitle } from '@glow/web-kit';
import { heroFailure, useHeroSection } from '../api/get-hero-section';
import { HeroForm } from './hero-form';
import { HeroImages } from './hero-images';
import styles from './hero-section.module.css';

const title = 'Manage Hero Section';

export function HeroSectionPage() {
  useDocumentTitle(title);
  const hero = useHeroSection();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {hero.isPending ? (
        <Spinner label="Loading hero section..." />
      ) : hero.isError ? (
        <ErrorBox text={heroFailure} />
      ) : (
        <>
          <HeroForm hero={hero.data} />
          <HeroImages images={hero.data?.images ?? []} />
        </>
      )}
    </section>
  );
}
