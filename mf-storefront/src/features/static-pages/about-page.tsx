import { Link } from 'react-router-dom';
import { BannerSlot } from './banner-slot';
import { PageSection, StaticPage } from './static-page';
import styles from './static-page.module.css';

export function AboutPage() {
  return (
    <StaticPage
      title="About Us"
      intro="Glow is a Nigerian beauty store bringing authentic skincare, haircare, makeup and fragrance to your door."
    >
      <BannerSlot placement="about-hero" />
      <PageSection heading="Our story">
        <p>
          Glow started with a simple frustration: finding genuine beauty products in Nigeria meant long trips
          to the market, guesswork about what was real, and products that were never made for our skin, our
          hair or our weather. We set out to build the store we wanted to shop in ourselves.
        </p>
        <p>
          Today we work directly with brands and their authorised distributors, so every product we sell is
          sourced honestly, stored properly and delivered sealed. Prices are set in naira, and you can view
          them in the currency you prefer.
        </p>
      </PageSection>
      <BannerSlot placement="about-team" />
      <PageSection heading="Our team">
        <p>
          We are a small team of beauty lovers, skincare enthusiasts and logistics people. We test what we
          stock, read every review you leave, and answer your questions ourselves — on WhatsApp, by email or
          through your inbox here on Glow.
        </p>
      </PageSection>
      <PageSection heading="What we stand for">
        <ul className={styles.values}>
          <li>
            <strong>Authentic products</strong>
            Only genuine items from trusted suppliers, never repackaged.
          </li>
          <li>
            <strong>Made for melanin</strong>A range chosen for deeper skin tones, textured hair and a warm,
            humid climate.
          </li>
          <li>
            <strong>Reliable delivery</strong>
            Careful packing and tracked shipping to every state in Nigeria.
          </li>
          <li>
            <strong>Real support</strong>
            People, not bots, who help you choose the right routine.
          </li>
        </ul>
      </PageSection>
      <BannerSlot placement="about-products" />
      <PageSection heading="Shop with us">
        <p>
          From everyday cleansers and shea butter blends to bold lip colours and signature scents, there is
          something for every routine. <Link to="/products">Browse our products</Link> or{' '}
          <Link to="/contact">contact us</Link> if you need help choosing.
        </p>
      </PageSection>
    </StaticPage>
  );
}
