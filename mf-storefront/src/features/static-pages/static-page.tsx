import type { ReactNode } from 'react';
import { useDocumentTitle } from '@glow/web-kit';
import styles from './static-page.module.css';

type StaticPageProps = { title: string; intro?: ReactNode; children: ReactNode };

export function StaticPage({ title, intro, children }: StaticPageProps) {
  useDocumentTitle(title);
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </header>
      {children}
    </article>
  );
}

type SectionProps = { heading: string; children: ReactNode };

export function PageSection({ heading, children }: SectionProps) {
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{heading}</h2>
      {children}
    </section>
  );
}
