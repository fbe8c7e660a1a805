import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { BannerPlacement } from '@glow/contracts';
import { contactDetails, useDocumentTitle, VisuallyHidden, whatsappUrl, contactMessage } from '@glow/web-kit';
import {
  dealsFailed,
  dealsQuery,
  newArrivalsFailed,
  newArrivalsQuery,
  productsFailed,
} from '../../components/catalog/catalog-api';
import { ProductRail } from '../../components/catalog/product-rail';
import { BannerCarousel } from '../../components/promotions/banner-carousel';
import { featuredQuery } from './featured-query';
import { Hero } from './hero';
import { HomeCategories } from './home-categories';
import styles from './home-page.module.css';

const socials = [
  { label: 'WhatsApp', href: whatsappUrl(contactMessage) },
  { label: 'Instagram', href: contactDetails.instagramUrl },
  { label: 'Facebook', href: contactDetails.facebookUrl },
  { label: 'X', href: contactDetails.xUrl },
  { label: 'YouTube', href: contactDetails.youtubeUrl },
];

function HomeSection(props: {
  id: string;
  title: string;
  banner: BannerPlacement;
  /** The banner above the first section is the largest picture of a phone's first screen. */
  priorityBanner?: boolean;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={props.priorityBanner ? undefined : styles.belowFirstScreen}>
      <BannerCarousel placement={props.banner} priority={props.priorityBanner} />
      <section className={styles.section} aria-labelledby={props.id}>
        <div className={styles.heading}>
          <h2 id={props.id}>{props.title}</h2>
          {props.action}
        </div>
        {props.children}
      </section>
    </div>
  );
}

export const homeTitle = 'Home';

export function HomePage() {
  useDocumentTitle(homeTitle);
  const featured = useQuery(featuredQuery());
  const newArrivals = useQuery(newArrivalsQuery());
  const deals = useQuery(dealsQuery());
  return (
    <div className={styles.page}>
      <VisuallyHidden as="h1">Home</VisuallyHidden>
      <ul className={styles.socials} aria-label="Glow on social media">
        {socials.map(({ label, href }) => (
          <li key={label}>
            <a href={href} target="_blank" rel="noopener noreferrer">
              {label}
            </a>
          </li>
        ))}
      </ul>
      <Hero />
      <HomeSection id="home-categories" title="Shop by Category" banner="categories-section" priorityBanner>
        <HomeCategories />
      </HomeSection>
      <HomeSection
        id="home-featured"
        title="Featured Products"
        banner="featured-products"
        action={
          <Link to="/products" className={styles.more}>
            See More Products
          </Link>
        }
      >
        <ProductRail query={featured} empty="No featured products available." failed={productsFailed} />
      </HomeSection>
      <HomeSection id="home-deals" title="Deals & Discounts" banner="deals-section">
        <ProductRail query={deals} empty="No deals available at the moment." failed={dealsFailed} />
      </HomeSection>
      <HomeSection id="home-new" title="New Arrivals" banner="new-arrivals-section">
        <ProductRail query={newArrivals} empty="No new arrivals available." failed={newArrivalsFailed} />
      </HomeSection>
    </div>
  );
}
